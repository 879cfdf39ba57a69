/**
 * A message that is nothing but greetings, or asks whether anyone (a person, a bot) is there
 * (round 64), or asks about the chat itself (round 65): the classifier read "hey", "good evening"
 * and "is this where i ask about stuff" as crises, the chat's first message. Read in ordinaryReadings.ts.
 */
const GREETING = '(?:hi|hey|hello|helo|hiya|howdy|yo|sup|greetings|good (?:morning|afternoon|evening|day)|morning|evening)';
const ADDRESSEE = '(?:there|all|everyone|everybody|folks|yall|guys|team|chat|again|sir|maam|friend)';
const ANYONE_THERE =
  '(?:(?:is )?(?:any ?one|any ?body|someone|somebody) (?:there|here|on|around)|(?:is this|are you)(?: chat)? (?:a )?(?:real person|real|human|person|bot|robot|ai)(?: or (?:a )?(?:bot|robot|ai|person|real person|human))?)';
/** Questions about the chat itself (round 65): the place to ask, how it works, what it helps with. */
const ABOUT_THE_CHAT =
  '(?:is (?:this|here) (?:where|the place|the right place)(?: (?:i|you|we|to|people))?(?: (?:can|should|do))?(?: (?:ask|go|start|come|get help|type|post))?(?: (?:about|for|with))?(?: (?:stuff|things|questions?|help|benefits|anything))?|how (?:does|do) (?:this|it|the chat)(?: thing)? work|how do i use (?:this|it|the chat)|can i ask (?:you )?(?:a )?(?:quick )?questions?|what (?:can|do) you (?:help(?: me)?|do)(?: with)?|who am i talking to|what is this(?: chat| thing)?(?: for)?)';
const ONE_GREETING = `(?:${GREETING}(?: ${ADDRESSEE})?|${ANYONE_THERE}|${ABOUT_THE_CHAT})`;
export const ONLY_GREETINGS = `^${ONE_GREETING}(?: ${ONE_GREETING})*$`;
