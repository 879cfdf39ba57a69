import { router } from '../trpc/init';

export const leadsRouter = router({});
