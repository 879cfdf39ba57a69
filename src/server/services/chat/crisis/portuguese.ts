/**
 * Portuguese as Portuguese-, Brazilian- and Cape Verdean-American veterans and their families write
 * it, alone or mixed with English (round 89): the crisis phrases read as their English sense, so that
 * every concept applies to them, as spanish.ts does for Spanish (read before this file; the phrases
 * here are the ones Spanish does not share). Runs on normalizeForMatching() output (lower case,
 * accents gone: "não" arrives as "nao", "ninguém" as "ninguem", "tô" as "to").
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  // the heat or the job that "vai me matar" is the idiom ("vou me matar" is not), read before "me matar"
  [/\b(?:vai|vao|ta|esta|isso vai|esse \w+ vai) me matar\b(?! (?:hoje|amanha|agora))/g, 'is killing me lol'],
  [
    /\b(?:eu )?(?:vou|quero|vo|to pensando em|estou pensando em|penso em) (?:me matar|me suicidar|tirar (?:a )?minha (?:propria )?vida)\b/g,
    'i want to kill myself',
  ],
  [/\b(?:me matar|me suicidar|tirar (?:a )?minha (?:propria )?vida)\b/g, 'kill myself'],
  [/\b(?:se matou|se suicidou|tirou a propria vida)\b/g, 'killed himself'],
  [/\b(?:eu )?(?:quero|queria) morrer\b/g, 'i want to die'],
  [/\b(?:eu )?nao (?:quero|aguento) (?:mais )?viver\b/g, 'i dont want to live'],
  [/\b(?:ele|ela|meu pai|minha mae|meu irmao) (?:nao quer (?:mais )?viver|quer morrer)\b/g, 'he doesnt want to live'],
  [/\bnao quer (?:mais )?viver\b/g, 'doesnt want to live'],
  [/\bnao aguento mais\b/g, 'i cant take it anymore'],
  [/\b(?:ja )?nao tenho (?:mais )?(?:futuro|saida)(?: nenhum| nenhuma)?\b/g, 'there is no future for me'],
  [/\b(?:sou|eu sou) (?:um|uma) (?:peso|fardo)\b/g, 'i am a burden'],
  [
    /\b(?:todo mundo|eles|voces) (?:estaria|estariam|ficaria|ficariam) melhor sem mim\b|\bmelhor sem mim\b/g,
    'they would be better off without me',
  ],
  [/\b(?:queria|quero|vou) (?:sumir|desaparecer)\b/g, 'i want to disappear'],
  [/\bsem deixar rastro\b/g, 'without a trace'],
  [/\bninguem (?:ia|vai|iria) sentir (?:a )?(?:minha )?falta\b/g, 'nobody would miss me'],
  [/\b(?:me corto|me cortei|estou me cortando|to me cortando)\b/g, 'i am cutting myself'],
  [/\btomei todos os (?:remedios|comprimidos)\b/g, 'i took all the pills'],
  [/\b(?:era melhor|seria melhor|queria) (?:eu )?(?:nem |nunca )?ter nascido\b/g, 'i wish i had never been born'],
  [/\b(?:queria|quero|gostava de|gostaria de) (?:so )?nao estar mais aqui\b/g, 'i wish i was not here anymore'],
  [/\b(?:gostava de|gostaria de) (?:sumir|desaparecer)\b/g, 'i want to disappear'],
  [/\bsem deixar rasto\b/g, 'without a trace'],
  [/\b(?:ja )?dei trabalho demais\b/g, 'i am a burden'],
  [/\bseparei os (?:comprimidos|remedios)\b|\bfui guardando\b/g, 'i have been saving up the pills'],
  [/\bescrevi (?:as|umas) cartas\b/g, 'i wrote goodbye letters'],
  [/\bso falta (?:a )?coragem\b/g, 'i only need the courage'],
  [
    /\bdei (?:a |o |as |os )?(?:minha|meu|minhas|meus) (?=(?:moto|carro|caminhonete|anel|relogio|arma|armas|pistola|coisas|roupas|medalhas|ferramentas|cachorro|gato|violao|uniforme)\b)/g,
    'i gave away my ',
  ],
  [/\bdeixei tudo (?:arrumado|organizado|em ordem)\b/g, 'i put my affairs in order'],
  [/\bestou em cima (?:do|da|de)\b|\bto em cima (?:do|da|de)\b/g, 'i am on top of the'],
  [/\bpassei para o lado de fora da (?:grade|cerca|mureta)\b/g, 'i climbed over the railing'],
  [/\bquanto tempo demora\b/g, 'how long does it take'],
  [/\bcarro ligado na garagem\b/g, 'the car running in the garage'],
  [/\b(?:e|eh) pra mim mesmo\b|\bso quero saber (?:para|pra) mim\b/g, 'asking for myself'],
  [/\bdose de (?:\w+ )?(?:que seria|que e) (?:demais|fatal|letal)\b|\bdose (?:fatal|letal)\b/g, 'a lethal dose'],
  [/\b(?:voltei a|continuo a|continuo) me (?:cortar|cortando)\b/g, 'i started cutting myself again'],
  [/\bme (?:queimar|queimo|queimando)\b/g, 'burning myself'],
  [/\bacelerar (?:a moto|o carro|a caminhonete) contra\b/g, 'crash my car into'],
  [/\bme (?:atirar|jogar) (?:do|da|de)\b/g, 'throw myself off the'],
  [/\b(?:eu )?devia ter morrido\b/g, 'i should have died'],
  [/\b(?:encontrar|ir ter com|me juntar a) (?:ele|ela|eles) do outro lado\b/g, 'join them in death'],
  [/\bo meu lugar e com eles\b|\bmeu lugar e com eles\b/g, 'my place is with them in death'],
  [/\b(?:vai|ia) tirar a propria vida\b/g, 'he will kill himself'],
  [/\b(?:ja )?comprou uma arma\b/g, 'bought a gun'],
  [/\b(?:disse que|falou que) ia acabar com tudo\b/g, 'he said he would end it all'],
  [/\bnao atende\b/g, 'not answering'],
  [/\bem ((?:19|20)\d\d)\b/g, 'in $1'],
  [/\btodo ano no aniversario\b/g, 'every year on the anniversary'],
  [/\b(?:ja )?pensei em\b/g, 'i thought about'],
  [/\bpenso em\b/g, 'i keep thinking about'],
  [/\bja se foram\b/g, 'are gone, they died'],
  [/\bum caminhao\b/g, 'a truck'],
  [/\bsinto que estou em divida\b/g, 'i feel i owe them a debt'],
  [/\bnao aqui\b/g, 'not here'],
  [/\b(?:queria|quero) (?:simplesmente |so )?nao existir mais\b/g, 'i wish i didnt exist anymore'],
  [/\b(?:queria|quero) dormir e nao acordar mais\b/g, 'i wish i could sleep and not wake up'],
  [/\b(?:to|estou) na ponte agora\b/g, 'i am on the bridge now'],
  [/\bquero ir encontrar (?:ele|ela|eles)\b/g, 'i want to join them in death'],
  [/\bnao era pra ser assim\b/g, 'it should have been me'],
  [/\bvai se matar\b/g, 'he will kill himself'],
  [/\bja escolheu o dia\b/g, 'he already picked the day'],
  [/\bsinais de alerta\b/g, 'warning signs'],
];

export const portugueseAsEnglish = readAsEnglish({ phrases, words: { comprimidos: 'pills', suicidio: 'suicide' } });
