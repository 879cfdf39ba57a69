import { router } from '../trpc/init';

export const siteContentRouter = router({});
