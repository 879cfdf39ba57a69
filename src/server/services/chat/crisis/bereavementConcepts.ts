/**
 * Bereavement, a context (combine.ts): someone else's death, a suicide among them, told as a loss:
 * dated, named, years since, mourned. Talk of suicide beside it is grief, not a crisis.
 */

export const bereavementPatterns: RegExp[] = [
  // "He took his own life after he got out in '09 and his family wants him honored"; "another to suicide in 2015" (round 153)
  /\b(?:he|she|my (?:\w+ )?(?:buddy|friend|brother|sister|son|daughter))\b(?: \w+){0,3} (?:took|ended) (?:his|her) (?:own )?life\b(?=.*\b(?:honou?r\w*|memorial|service records|records|his (?:mom|family|widow)|her (?:mom|family|husband)|name on)\b)/,
  /\blost\b.*\b(?:and )?(?:another|one|two|three|\d+)(?: more)? (?:one )?to suicide\b/,
  // "he took his own life after we got back from Iraq" (round 160)
  /\b(?:he|she|buddy|friend|brother)\b(?: \w+){0,3} (?:took|ended) (?:his|her) (?:own )?life after (?:we|he|she|they|i) (?:got|came|were) (?:back|home|out)\b/,
  // "Hes been gone 16 yrs, took his own life after his second tour" (round 198): years gone, or a tour or a deployment after
  /\b(?:he|she) (?:is|has) been gone (?:\d+|\w+) (?:yrs|years|months)\b(?: \w+){0,3} (?:took|ended) (?:his|her|their) (?:own )?life\b|\b(?:he|she) (?:took|ended) (?:his|her) (?:own )?life after (?:his|her) (?:\w+ )?(?:tour|deployment|discharge)\b/,
  // "anniversary of Danny's death coming up. he took his own life after he got out" (round 151)
  /\b(?:anniversary|angelversary) of (?:\w+ ){0,2}(?:death|passing)\b/,
  // "3 yrs since mikey shot himself", "ive lost 4 of em myself" (round 113)
  // "her dads suicide", "my friend killed himself after his 3rd deployment" (round 118)
  /\b(?:uncle|aunt|dad|father|mom|mother|brother|sister|son|daughter|cousin|friend|buddy|husband|wife|grandpa|grandfather)s? suicide\b|\b(?:my|our|his|her) (?:\w+ )?(?:friend|buddy|brother|sister|son|daughter|husband|wife|dad|father|mom|mother|cousin|uncle|squad leader|battle buddy|sgt|sergeant|ssg|sfc|nco|gunny|lt|lieutenant|captain|team leader|corpsman|medic|roommate|wingman|crew chief|shipmate|coworker|neighbor) (?:killed|shot|hanged|hung) (?:himself|herself)\b(?!.*\b(?:doing the same|same way|follow|next)\b)/,
  // "another funeral for a guy from my company", "husbands unit lost somebody last year" (round 115)
  /\b(?:went to|going to|at|attended) (?:another|a|his|her) funeral (?:for|of) (?:a|another|my|our) (?:\w+ ){0,3}(?:guy|buddy|friend|soldier|marine|brother|sister|sailor|airman)\b|\b(?:unit|company|platoon|squad|battalion|troop|crew) lost (?:somebody|someone|a guy|a soldier|a marine|another one|one of ours|a brother)\b/,
  /\b(?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten) (?:yrs|years|months)(?: this (?:month|week|year))? since (?:\w+ ){1,2}(?:shot|killed|hanged|hung) (?:himself|herself)\b|\b(?:i have|ive|we have|weve) lost (?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|too many) (?:of (?:em|them|my \w+)|buddies|friends|brothers|guys|marines|soldiers)\b/,
  // "22 a day. lost 3 guys from my company to it since we got home" (round 164)
  /\b(?:22 a day|veteran suicides?|suicides?)\b.*\blost (?:\w+ ){0,6}to (?:it|that)\b/,
  // "we lost 6 in Afghanistan and 3 since, overdoses and suicide" (round 163)
  /\b(?:we|i|our (?:\w+ )?(?:unit|company|platoon|squad|battalion|crew|class|team)) (?:have |has )?lost (?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|a few)\b(?: \w+){0,8} (?:overdoses? and suicides?|suicides? and overdoses?)\b/,
  // "we lost 4 over the years, 2 by suicide" (round 134)
  /\b(?:we|i|our (?:\w+ )?(?:unit|company|platoon|squad|battalion|crew|class|team)) (?:have |has )?lost (?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|a few|many)\b(?: \w+){0,5}? (?:\d+|two|three|four|five|six|some|most|half|one)(?: of them)? (?:by|to) suicide\b/,
  // a friend or relative who took their own life at a time named; "he took his life in 09" (round 155)
  /\b(?:buddy|friend|brother|sister|son|daughter|husband|wife|dad|father|mom|mother|cousin|uncle|squad leader|battle buddy|mate|he|she)\b(?: \w+){0,4} (?:took|ended) (?:his|her|their) (?:own )?life (?:in (?:\d{4}|0\d|1\d|[6-9]\d)\b|\d+ (?:years|yrs) ago|last (?:year|month|week)|back in)\b/,
  /\b(?:has|is|have) been dead\b|\b(?:have|has|had) taken (?:their|his|her) own li(?:fe|ves)\b|\b(?:we|i) lost (?:\w+ ){1,2}in (?:a |an |the )?(?:rollover|crash|accident|firefight|ambush|blast|ied|helicopter crash|training accident)\b/,
  /\b(?:lost|losing|lose) (?:\w+ ){0,6}to (?:suicide|an overdose|overdose)\b|\b(?:death|passing) (?:in \d{4} )?(?:was )?(?:ruled|called|deemed|declared) (?:a )?(?:suicide|that)\b|\b(?:who|that) (?:(?:took|ended) (?:his|her|their) (?:own )?life|killed (?:himself|herself)|shot (?:himself|herself)|died by suicide|committed suicide)\b|\b(?:died|passed|passed away|killed in action|kia)\b/,
  /\b(?:(?:took|ended) (?:his|her|their) own life|killed (?:himself|herself)|shot (?:himself|herself)|died by suicide|committed suicide|ate (?:his|her|their) (?:gun|pistol|rifle))\b(?: \w+){0,3} (?:last|ago|in \d+|years?|yrs|months?|weeks?)\b/,
  // "Ten years ago today my buddy took his own life" (round 175): the time named before it
  /\b(?:\w+|\d+) (?:years?|yrs|months?|weeks?) ago(?: today| this week)? (?:my|our|a) (?:\w+ ){0,2}(?:buddy|friend|brother|sister|son|daughter|husband|wife|dad|father|mom|mother|cousin|uncle|wingman|roommate|sergeant|marine|soldier) (?:took (?:his|her|their) own life|killed (?:himself|herself)|died by suicide)\b/,
  // years since someone named took his own life; more lost to suicide since (round 76)
  /\b(?:\d+|\w+) (?:yrs|years|months) (?:today |now |ago )?since (?:\w+ ){1,3}(?:took|ended) (?:his|her|their) (?:own )?life\b|\b(?:\d+|one|two|three|four|five|six|a few|several|many) more (?:\w+ )?to suicide\b|\blost\b.*\b(?:\d+|two|three|four|five|six|a few|several|many) (?:of (?:them|us) )?to suicide\b/,
  // someone else's death told as a suicide ("his death was a suicide", round 75)
  /\b(?:his|her|their|\w+s) (?:death|passing) (?:was|is) (?:ruled |called |deemed |declared )?(?:a )?suicide\b/,
  // N years since a friend took his own life (round 73)
  /\b(?:\d+|\w+) (?:yrs|years|months) since (?:my|our) (?:\w+ ){0,2}(?:buddy|friend|brother|sister|son|daughter|husband|wife|dad|father|mom|mother|cousin|uncle|squad leader|battle buddy|mate|roommate|wingman) (?:took|ended) (?:his|her|their) (?:own )?life\b/,
  // "first reunion since chris took his own life" (round 166)
  /\b(?:first|1st) (?:\w+ ){0,2}(?:reunion|memorial|ruck|get together|gathering|christmas|thanksgiving|drill|muster|5k|trip|hunt|season|birthday|anniversary) since (?:my |our )?(?:\w+ ){0,2}(?:took|ended) (?:his|her|their) (?:own )?life\b/,
  // buddies "gone to suicide"; the 22 a day, "one of them was him" (round 72)
  /\b(?:guys|men|brothers|friends|buddies|soldiers|marines|airmen|sailors|members|vets|veterans)\b(?: \w+){0,4} (?:gone|lost) to suicide\b|\b22 a day\b(?: \w+){0,6} one of (?:them|those|the 22) (?:was|is) (?:him|her|my \w+)\b/,
  // a relative who took their life, honoured or counted in years by a Gold Star family (round 84)
  /^(?=.*\b(?:in (?:his|her|their) (?:honou?r|memory|name)|gold star|(?:\d+|\w+) (?:yrs|years) (?:this|next) (?:\w+day|january|february|march|april|may|june|july|august|september|october|november|december|month|week|spring|summer|fall|winter))\b).*\b(?:buddy|friend|brother|sister|son|daughter|husband|wife|dad|father|mom|mother|cousin|uncle)\b(?: \w+){0,3} (?:took|ended) (?:his|her|their) (?:own )?life\b/,
  // a eulogy or a funeral for a buddy "when he took his own life" (round 83)
  /\b(?:funeral|eulogy|memorial service|wake|celebration of life)\b.*\b(?:he|she) (?:took|ended) (?:his|her) (?:own )?life\b|\b(?:he|she) (?:took|ended) (?:his|her) (?:own )?life\b.*\b(?:funeral|eulogy|memorial service|wake)\b/,
];
