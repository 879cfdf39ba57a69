import { describeCrisisSetShard } from '../support/crisisSetChecks';

describeCrisisSetShard(0);
