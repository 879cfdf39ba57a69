import { router } from '../trpc/init';

export const newslettersRouter = router({});
