/**
 * Spanish as many of the site's readers write it, alone or mixed with English: the crisis words
 * and phrases read as their English sense, so that every concept applies to them. Runs on
 * normalizeForMatching() output (lower case, accents and punctuation gone).
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  [/\bse suicido hace (?:anos|\w+ anos)\b/g, 'died by suicide years ago'],
  // comrades, not weapons: Spanish "hermanos de armas", Portuguese "irmaos de armas"
  [/\b(?:hermanos|irmaos|companeiros|companeros) de armas\b/g, 'brothers in arms'],
  // laughing hard, not a death ("me mato de la risa"), read before "me mato"
  [/\bme (?:mato|muero|mori) de (?:la )?risa\b/g, 'laughed so hard'],
  [
    /\b(?:me quiero|quiero|me voy a|voy a|ganas de|pienso en|pensando en|he pensado en) (?:matarme|matar|suicidarme|suicidar|quitarme la vida)\b/g,
    'i want to kill myself',
  ],
  [/\b(?:matarme|suicidarme|quitarme la vida|me mato|me suicido|me voy a suicidar)\b/g, 'kill myself'],
  [/\b(?:me quiero|quiero|quisiera) morir(?:me)?\b|\bquiero estar muert[oa]\b|\bmorirme\b/g, 'i want to die'],
  [/\bmejor (?:me|se|nos) muer[oe]n?\b|\bmejor muert[oa]s?\b/g, 'better off dead'],
  [/\bmejor sin (?:mi|el|ella)\b/g, 'better off without me'],
  [/\b(?:ya )?no me importa si vivo o (?:muero|me muero)\b/g, 'i dont care if i live or die'],
  [/\b(?:no quiero|ya no quiero) (?:vivir|seguir viviendo|seguir|despertar|estar aqui)\b/g, 'i dont want to live'],
  // someone else's words reported: "dijo que ya no quiere vivir", "se quiere matar"
  [/\b(?:ya )?no quiere (?:vivir|seguir viviendo|seguir|despertar|estar aqui)\b/g, 'doesnt want to live'],
  [
    /\b(?:se quiere|quiere) (?:matar|suicidar|quitar la vida)\b|\bquiere (?:matarse|suicidarse|quitarse la vida)\b/g,
    'wants to kill himself',
  ],
  [/\b(?:se )?quiere morir(?:se)?\b/g, 'wants to die'],
  // "ya no puedo entrar al portal" is a login, not despair: only the phrase that stands alone
  [
    /\bno (?:aguanto|aguanta|soporto|soporta) mas\b|\bya no (?:aguanto|aguanta|soporto|soporta)\b|\b(?:ya )?no puedo mas\b(?! (?:de|que|con|en|por|para)\b)/g,
    'i cant go on',
  ],
  [/\bno (?:tengo|hay) (?:razon|razones|motivo|por que) para (?:vivir|seguir)\b|\bno tiene sentido\b/g, 'no reason to live'],
  [/\bsoy una carga\b|\bsolo soy un estorbo\b/g, 'i am a burden'],
  [/\b(?:para )?no despertar(?:me)?\b/g, 'not wake up'],
  [/\bme (?:sigo|estoy|vuelvo a|volvi a) cort(?:ando|ar)\b|\bme corto\b|\bcortarme\b|\bme cortaba\b/g, 'i keep cutting myself'],
  [/\bme (?:sigo|estoy|vuelvo a|volvi a) quem(?:ando|ar)\b|\bme quemo\b|\bquemarme\b|\bquemandome\b/g, 'burning myself'],
  [/\bno (?:se como|puedo) (?:parar|dejar de \w+|dejarlo)\b/g, 'i cant stop'],
  // survivor's guilt: "debería haber sido yo", "me salvé y ellos no"
  [/\b(?:deberia|debi)(?: de)? (?:haber sido|ser) yo\b/g, 'should have been me'],
  [/\b(?:me salve|sobrevivi|yo sobrevivi|yo volvi|volvi) y (?:ellos|ellas|el|ella) no\b/g, 'i survived and they didnt'],
  [/\bestoy en el techo\b/g, 'i am on the roof'],
  [/\bno quiero bajar por las escaleras\b/g, 'dont want to go down the stairs'],
  [/\bnunca (?:debi|deberia haber|debia) (?:sobrevivir|volver|regresar)\b/g, 'i should never have survived'],
  [
    /\bquiero estar con (?:ellos|ellas|mis panas|mis hermanos|mis companeros)\b(?! (?:en|para|por|este|esta|manana|hoy)\b)/g,
    'i want to be with them',
  ],
  [/\bcuantas (?:pastillas|pildoras)\b(?: \w+){0,3} (?:es|son) demasiad[oa]s?\b/g, 'how many pills is too many'],
  [/\b(?:todavia|aun|ya) puedo arreglarlo\b/g, 'i can still fix it'],
  [/\b(?:regale|regalando|regalo|ya regale) (?:todas |todos )?(?:mis cosas|mis medallas|todo)\b/g, 'gave away my stuff'],
  [/\bya tengo lo que necesito\b/g, 'have what i need ready'],
  [/\ble deje todo a\b/g, 'left everything to'],
  [/\b(?:ya )?escribi (?:las|mis|unas) cartas\b/g, 'wrote the letters'],
  [/\b(?:solo )?me falta (?:escoger|elegir|decidir|poner) (?:el|la) (?:dia|fecha)\b/g, 'i only need to pick the day'],
  [/\birme (?:con|a buscar|a ver)(?:l[oa]s?)?(?: (?:el|ella|ellos))?\b/g, 'join them'],
  [/\bcruzarme al otro carril\b|\bmeterme (?:al|en el) otro carril\b/g, 'swerve into the other lane'],
  [/\b(?:tirarme|aventarme|lanzarme) (?:del|de un|de una|al|a la|a las|a los|desde el) /g, 'jump off the '],
  [/\bcarta de despedida\b|\bdespedida\b/g, 'goodbye note'],
  [/\bestoy en el\b/g, 'i am on the'],
  [/\bno hay salida\b/g, 'there is no way out'],
  [/\bestoy (?:parado|parada|sentado|sentada) en (?:el|la)\b/g, 'i am standing on the'],
  [/\bahorita\b|\bahora mismo\b/g, 'right now'],
  [/\botra vez\b|\bde nuevo\b/g, 'again'],
  [/\ben la mesa\b/g, 'on the table'],
  [/\bmi (esposo|esposa|hijo|hija|hermano|hermana|amigo|amiga)\b/g, 'my $1'],
  [/\bcuant[oa]s\b/g, 'how many'],
  [/\bse necesitan?\b/g, 'does it take'],
  [/\bprevencion\b/g, 'prevention'],
  [/\bentrenamiento\b|\bcapacitacion\b/g, 'training'],
  [/\b(?:ya )?no quiero estar vivo\b/g, 'i dont want to be alive anymore'],
  [/\bestoy acabad?o\b/g, 'i am finished with all of it'],
  [/\bse acabo el camino\b/g, 'this is the end of the road'],
  [/\b(?:la|una) (?:forma|manera) (?:que|q) menos duele\b/g, 'the least painful way to die'],
  [/\bpa(?:ra)? no sufrir\b/g, 'without pain'],
  [
    /\b(?:cual es )?la (?:manera|forma) mas rapida\b(?=(?: \w+){0,4}$|.*\b(?:no me juzg\w*|sin dolor|without pain)\b)/g,
    'what is the fastest way to die',
  ],
  [/\b(?:nomas |solo )?les estorbo\b/g, 'i am a burden to them'],
  [/\bsi me voy pa(?:ra)? siempre\b/g, 'if i was gone for good'],
  [/\bnadie me (?:va a|iba a|va) extranar\b/g, 'nobody would miss me'],
  [/\bpa(?:ra)? honrarlo\b/g, 'to honor him'],
];

const words: Record<string, string> = {
  pastillas: 'pills',
  pastilla: 'pill',
  pildoras: 'pills',
  tiene: 'has',
  tengo: 'have',
  pistola: 'pistol',
  arma: 'gun',
  armas: 'guns',
  escopeta: 'shotgun',
  balas: 'bullets',
  puente: 'bridge',
  vias: 'tracks',
  tren: 'train',
  soga: 'rope',
  cuerda: 'rope',
  cuchillo: 'knife',
  navaja: 'blade',
  suicidio: 'suicide',
  encendedor: 'lighter',
  esposo: 'husband',
  esposa: 'wife',
  hijo: 'son',
  hija: 'daughter',
  hermano: 'brother',
  hermana: 'sister',
  amigo: 'friend',
  amiga: 'friend',
};

export const spanishAsEnglish = readAsEnglish({ phrases, words });
