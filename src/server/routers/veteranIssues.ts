import { router } from '../trpc/init';

export const veteranIssuesRouter = router({});
