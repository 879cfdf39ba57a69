import { router } from '../trpc/init';

export const partnersRouter = router({});
