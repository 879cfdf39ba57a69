import { router } from '../trpc/init';

export const articlesRouter = router({});
