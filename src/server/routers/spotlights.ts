import { router } from '../trpc/init';

export const spotlightsRouter = router({});
