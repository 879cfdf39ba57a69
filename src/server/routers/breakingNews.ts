import { router } from '../trpc/init';

export const breakingNewsRouter = router({});
