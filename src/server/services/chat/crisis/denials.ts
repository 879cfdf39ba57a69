/**
 * A plain denial ("I'm not suicidal, just stressed about money") is not a statement of suicide.
 * Only the denied words go: whatever else the message says is still read ("not suicidal, but I
 * have the pills ready" stays a crisis).
 */
export const denials: [RegExp, string][] = [
  [
    /\b(?:not|never been|never|no longer) (?:suicidal|(?:going|trying|planning|looking|gonna) to (?:kill|hurt|harm) myself|thinking (?:about|of) (?:suicide|killing myself|hurting myself|harming myself))\b(?! (?:yet|but|anymore but))/g,
    'denying it',
  ],
  // "not giving up, just want other options" denies giving up
  [/\b(?:not|never|wont|will not|am not going to|not going to) (?:giving|give|be giving) up\b/g, 'denying it'],
  // "I'm not trying to die, I'm trying to sleep", "not gonna do nothing crazy", "not die tired",
  // "I'm not going out the way he did" (not "I don't want to die but I can't keep living like this", nor "in a hospital", round 126);
  // "I don't want to die, I just miss her", a wife gone since 2021 (round 183), not "... so much I want to be with her";
  // "... I just want to talk to him one more time", a father dead a month (round 184)
  [
    /\b(?:not|dont|do not|never) (?:want|wanna|wanting|trying|going|gonna|planning|looking) to die\b(?! (?:but|yet|i just(?! (?:dont|do not) know (?:how to (?:cook|eat|shop|sleep in the house|do (?:the )?(?:laundry|bills|taxes))|who i am without (?:her|him|them))\b| (?:miss (?:her|him|them|my (?:wife|husband|son|daughter|brother|sister|mom|dad|buddy|friend))|want to (?:talk to|hear) (?:her|him|them)(?: voice)? (?:one more time|again))\b(?!.*\b(?:be with|join|see (?:her|him|them) again|without (?:her|him|them)|point|going on|so much (?:i|it)|only way|where (?:she|he|they) (?:is|are))\b))|alone|like|in (?:a|the) (?:hospital|nursing home|facility)|that way|slowly)\b)|\bnot (?:die|dying|dead|suicidal) tired\b|\bnot (?:to die|dying)(?: \w+){0,2} (?:i )?(?:dont|do not) mean (?:that|it)\b/g,
    'denying it',
  ],
  // "I don't want to join them, I want to remember them right"; "doesnt mean i want to join them, it means i remember them" (round 196)
  [
    /\b(?:dont|do not|never) want to join (?:them|him|her)\b(?! (?:yet|but|soon)\b)|\b(?:doesnt|does not|dont|do not) mean i (?:want|wanna) to (?:join|be with) (?:them|him|her)\b(?! (?:yet|but|soon)\b)/g,
    'denying it',
  ],
  // "no plans to hurt myself"; asked about thoughts of hurting oneself and able to say no; "No thoughts of hurting myself, just flat" (round 192)
  [
    /\bno (?:plans?|intention|intent|desire) (?:to|of) (?:hurt|hurting|harm|harming|kill|killing) myself\b|\bno (?:thoughts|urges?) (?:of|about) (?:hurting|harming|killing) myself\b(?:(?: or anything)?(?! (?:until|till|til|but|yet|except|lately|anymore)\b))|\b(?:asked|asks) (?:me )?if i (?:have|had|have had|ever have) (?:had )?(?:any )?thoughts (?:of|about) (?:hurting|harming|killing) myself\b(?: \w+){0,20} (?<!\blied (?:and |then )?)(?:(?:say|said|answer\w*) no|said i was (?:fine|good|ok|okay) and meant it)\b/g,
    'denying it',
  ],
  // "tired of the runaround, not tired of living" (round 109)
  [/\b(?:not|never|am not|aint) (?:tired|sick) of (?:living|life|being alive|existing)\b(?! (?:yet|but)\b)/g, 'denying it'],
  // a screener's question told and answered no: "asking if I'd be better off dead, and no, I'm good" (round 109); not "i said no
  // ma'am. real answer is pretty much every morning" (round 195); "then if I was an Eagles fan. No, no, and god yes" (round 197)
  [
    /\bask\w* (?:me )?(?:if|whether) i(?: \w+){0,5} (?:better off dead|(?:wished|wish|wanted|want) (?:i was|i were|to be) dead|(?:harming|hurting|killing) myself|suicidal)\b(?!.*\b(?:lied|lie|lying|not true|truth is|but its|but it is|every (?:day|morning|night)|real answer|honest answer|truthfully|the truth)\b)(?: \w+){0,14}? (?:(?:say|said|answer\w*|and|just) no|no i|no no(?<=\bthen (?:if|whether) (?:i|im|i am)\b.*))\b(?! one\b| body\b)/g,
    'denying it',
  ],
  [
    /\b(?:not|never|wont|will not|aint) (?:gonna|going to) do (?:nothing|anything) (?:crazy|stupid|dumb|rash)\b|\b(?:i am|im) not going anywhere\b|\bnot (?:going out|going to go out|gonna go out|ending up) (?:the way|like) (?:he|she|they|him|her|my \w+) did\b/g,
    'denying it',
  ],
];
