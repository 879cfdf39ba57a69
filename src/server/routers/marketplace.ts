import { router } from '../trpc/init';

export const marketplaceRouter = router({});
