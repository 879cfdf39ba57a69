/** The home page's parts below the fold, in one chunk of their own (homeLaterParts.ts loads it). */
export { SubscribeCallout } from '../../components/public/SubscribeCallout';
export { AboutBox } from './AboutBox';
export { QuickSubscribeBand } from './QuickSubscribeBand';
export { Testimonials } from './Testimonials';
export { VeteranVoices } from './VeteranVoices';
