import type { Lexicon } from './types.js';

const r = String.raw;

// Building blocks. Text is normalised: lower case, no accents (mí -> mi, ñ -> n: apuñalar -> apunalar).
// Chat spellings are spelled in the patterns themselves: q/k for que, kiero for quiero, pa for para.
const Q = r`(?:que|q|k|ke)`;
const QUIERO = r`(?:quiero|kiero|qiero|quero|quisiera|queria|querria|he querido|deseo|desearia|necesito|solo quiero|tengo ganas de|me dan ganas de|me entran ganas de|me gustaria|preferiria|prefiero)`;
const PILLS = r`(?:pastillas?|pastis|pildoras?|comprimidos?|capsulas?|grageas|medicamentos?|medicinas?|medicacion|remedios|somniferos?|ansioliticos?|antidepresivos?|calmantes|analgesicos?|opiaceos|opioides|barbituricos|benzos?|benzodiacepinas|paracetamol(?:es)?|ibuprofenos?|aspirinas?|gelocatil|nolotil|metamizol|dolex|tafirol|tylenol|clonazepam|rivotril|diazepam|valium|alprazolam|xanax|lorazepam|ativan|orfidal|lexatin|bromazepam|trankimazin|zolpidem|stilnox|quetiapina|seroquel|sertralina|fluoxetina|prozac|amitriptilina|pregabalina|lyrica|tramadol|morfina|fentanilo|oxicodona|heroina|insulina|litio)`;
const HEIGHT = r`(?:puente(?: peatonal)?|azotea|tejado|terrado|techo|terraza|balcon|cornisa|barranco|acantilado|precipicio|despenadero|edificio|rascacielos|piso \d+|(?:segundo|tercer|cuarto|quinto|sexto|septimo|octavo|noveno|decimo) piso|ultimo piso|planta \d+|viaducto|mirador|paso elevado|paso a desnivel|pasarela|torre|campanario|presa)`;
const TRACKS = r`(?:vias(?: del tren)?|via del tren|anden|tren|trenes|metro|subte|cercanias|autopista|autovia|carretera|periferico|tranvia)`;
// Where standing is itself the danger: a roof, a ledge, the tracks (a bridge only from its edge or top).
const EDGE = r`(?:azotea|tejado|terrado|cornisa|baranda|barandilla|barandal|pretil|acantilado|precipicio|despenadero|barranco|vias|via del tren|ultimo piso|techo (?:del edificio|de (?:mi|la) casa))`;
const ROPE = r`(?:cuerda|soga|cinturon|cable|cordon|alargador)`;
const GUN = r`(?:arma|pistola|revolver|escopeta|rifle|fierro|cuete|pipa|chumbo|fusca)`;
const BLADE = r`(?:cuchilla|cuchillas|hoja de afeitar|gillette|navaja|cutter|cuter|cuchillo|bisturi|tijeras?)`;
const WEAPON = r`(?:navaja|cuchillo|punal|machete|bate|martillo|hacha|manopla|barra de hierro|${GUN})`;
const MEANS = r`(?:${PILLS}|${ROPE}|${GUN}|${HEIGHT}|${TRACKS}|veneno|matarratas|raticida|pesticida|insecticida|herbicida|lejia|cloro|salfuman|anticongelante|monoxido|carbon|gas|rio|mar|lago|pantano)`;
const CHILD = r`(?:bebe|bebito|bebita|beba|nena|nene|hij[oa]s?|nin[oa]s?|crios?|crias?|peques?|guaguas?|chamac[oa]s?|escuincl[ea]s?|chiquit[oa]s?|pib[ea]s?|criatura|recien nacid[oa]|chiquill[oa]s?)`;
const CONTROLLER = r`(?:marido|esposo|esposa|mujer|pareja|novio|novia|ex|exnovio|exnovia|exmarido|exmujer|prometid[oa])`;
const PARTNER = r`(?:marido|esposo|esposa|mujer|pareja|novio|novia|ex|exnovio|exnovia|exmarido|exmujer|prometid[oa]|padre|papa|madre|mama|viejo|padrastro|madrastra|suegr[oa])`;
const ABUSER_NOUN = r`(?:${PARTNER}|hermano|hermana|tio|tia|abuelo|primo|cunado|hijo|hija|jefe|jefa|gerente|encargad[oa]|supervisora?|companer[oa](?: de (?:piso|trabajo|clase|depa))?|compa|profe|profesora?|entrenadora?|vecin[oa]|caser[oa]|roomie|amig[oa](?: de (?:mi|la|el) \w+)?|cliente|socio|medico|doctor|chico|tipo|hombre|senor|desconocido)`;
// Él as a subject: 'el' is also the article, so only just before 'me' (or an adverb and 'me').
const HE = r`el(?= (?:(?:ya|siempre|anoche|ayer|hoy|otra vez|de nuevo|tambien|a veces|nunca|cuando bebe|cuando se enoja|cuando se enfada) )*me\b)`;
const ABUSER = r`(?:(?:mi|el|la|un|una|su|ese|esa|este|esta) ${ABUSER_NOUN}|ella|ellos|alguien|${HE})`;
const SOON = r`(?:esta noche|manana|hoy|este (?:finde|fin de semana|fin)|el (?:finde|fin de semana)|esta semana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|ahora mismo|ya mismo|en un rato|en unas horas|dentro de poco|pronto|esta madrugada|en la noche|por la noche)`;
// A heart attack named weighs as chest pain and a cardiac sign at once.
const HEART_ATTACK = r`\b(?:(?:me|le) esta dando|tengo|tiene|me dio|le dio|creo ${Q} (?:tengo|tiene|es|me esta dando|le esta dando)) un (?:infarto|ataque al corazon|ataque cardiaco|paro cardiaco)\b|\b(?:(?:me|le) esta dando|me dio|le dio) un paro\b`;
// Work and leaving talk: a goodbye letter to one's pupils, a leaving do.
const WORKPLACE = r`(?:alumn\w*|companer\w*|colegas|equipo|clientes|jubil\w*|empresa|oficina|trabajo|curro|chamba|laburo|jefe|jefa|despedida de soltera|boda)`;

export const es: Lexicon = {
  harmless: [
    // "X me está matando", "me mata el curro", "el entreno me mató": the work, the heat, a muscle, not a person.
    r`\b(?:me|nos) (?:esta|estan|va a|van a|estaba|estaban) matando\b|\bme mata(?:n)? (?:el|la|los|las|este|esta|estos|tanto)\b`,
    r`\b(?:el|la|los|las|este|esta|ese|esa|mi|tu) (?:trabajo|curro|laburo|chamba|proyecto|informe|entreno|entrenamiento|clase|gym|gimnasio|calor|trafico|viaje|semana|dia|jornada|espera|reunion|examen|muela|espalda|rodilla|cabeza|tarea|serie|pelicula|partido|clase|ruta|subida|caminata) (?:\w+ ){0,3}me (?:mato|mata|ha matado|va a matar|esta matando)\b`,
    r`\b(?:me )?(?:muero|muera|muriendo|mori|moria|moriria|morir|morirme|morirse|muerto|muerta|muertos|muertas) (?:de|por) (?:la |el )?(?:risa|ganas|hambre|sueno|verguenza|calor|frio|aburrimiento|curiosidad|amor|envidia|pena|nervios|miedo|asco|ilusion|emocion|gusto|cansancio|sed|celos|susto)\b|\bme muero por (?:ver|ir|saber|conocer|probar|empezar|tener|que)\b`,
    r`\bprefier\w+ morir(?:me)? (?:antes )?(?:que|a) (?!seguir|vivir|continuar|aguantar|estar asi|esto)\w+`,
    r`\bsuicidio (?:profesional|politico|social|laboral|comercial|economico|financiero|deportivo)\b|\b(?:es|seria|era|fue|parece|me parece|sera) (?:un |una )?(?:autentico |verdadero |puro )?suicidio\b|\b(?:decision|plan|idea|estrategia|jugada|apuesta|conduccion|mision|ataque|atentado|terrorista|bombardero|pase|escuadron) suicidas?\b`,
    r`\bmatar (?:el|ese|este|aquel|un|una|la|esa|esta) (?:\w+ )?(?:proyecto|tiempo|idea|reunion|producto|programa|rato|plan|gusanillo|hambre|feature|proceso)\b|\bmatar el (?:tiempo|rato|gusanillo)\b|\bdos pajaros de un tiro\b|\bhacer kill\b|\bme (?:re )?(?:mate|he matado|mato|mataba) (?:a|de) (?:estudiar|trabajar|correr|entrenar|reir|hacer)\b|\bme (?:re )?(?:mate|he matado) en el (?:gym|gimnasio|entreno)\b`,
    r`\b(?:tire|tiro|tiramos|tirar|tiraste) (?:\w+ )?(?:triples|tiros|a canasta|penales|penaltis|a puerta|a porteria)\b|\bmeti (?:\w+ )?(?:triples|goles|canastas)\b|\b(?:me|nos) (?:dio|dieron|han dado|ha dado|dan|da|metieron|metio) (?:una|otra) (?:paliza|goleada) (?:al|a|en|jugando)\b`,
    r`\b(?:novela|pelicula|peli|serie|libro|documental|podcast|videojuego|juego) (?:negra|policiaca|de crimenes|de terror|de guerra|de un asesino|de asesinos|sobre (?:un|una) asesin\w+)\b|\bnovela negra\b|\bmatan al\b|\basesino en serie\b`,
    r`\b(?:recortar|recorte|recortes|despedir|despido|despidos) (?:de )?(?:\w+ )?(?:presupuesto|personal|gastos|plantilla|costes|costos|\d+)?\b`,
    r`\b(?:una|otra|la|menuda|vaya) paliza (?:de|a) (?:trabajo|estudiar|correr|horas|viaje|kilometros|entrenar|reuniones|curro|informes|limpiar)\b`,
    r`\bquemad[oa] (?:con|por) el (?:laburo|trabajo|curro)\b|\bre quemad[oa]\b|\bestoy quemad[oa]\b|\bme (?:queme|he quemado|quemo|estoy quemando) (?:en|con) (?:el|ese|este|la|esa|esta|mi|tanto) (?:\w+ )?(?:trabajo|curro|laburo|chamba|empresa|puesto|proyecto|equipo|carrera|oposiciones)\b`,
    r`\bte (?:mato|matare)\b(?=.*\b(?:jaja|broma)\b)`,
    // 'cortar con' is breaking up; in Spain 'me corto' and 'me da corte' are shyness.
    r`\bcort(?:ar|o|e|amos|aste|aron|arle|arla|arlo|ando)? con (?:mi|el|la|su|tu|nuestro|nuestra|ese|esa|este|esta) \w+\b|\bcortar (?:por lo sano|el rollo|relaciones|el grifo|la luz)\b|\bme (?:corto|corte|cortaba|da corte|dio corte) (?:un (?:monton|poco|pelin|huevo|mazo)|mucho|muchisimo|bastante|demasiado|nada)\b`,
    r`\btirar(?:me|se|te|nos)? a la piscina\b|\bme (?:tiro|tire|voy a tirar) (?:al|en el) (?:sofa|sillon|cama)\b|\bme (?:tiro|tire|voy a tirar) a (?:la cama|dormir|descansar)\b|\btirar la toalla\b`,
    // Catching a cold or a song: 'mi hijo me ha pegado la gripe'.
    r`\b(?:me|te|nos|le|les) (?:ha pegado|han pegado|pego|pegaron|esta pegando|pega|pegaba) (?:la|el|los|las|un|una|su) (?:gripe|resfriado|virus|covid|catarro|piojos|cancion|mania|habito|acento|costumbre)\b|\b(?:me|te|nos|le|les) (?:pego|pegaron|ha pegado|pega|dio|dieron|ha dado) (?:un|una|tremendo|menudo|semejante) (?:susto|sustazo|grito|bronca|regano|voz|toque|llamada|alegron|disgusto)\b`,
    r`\bme ahogo (?:en un vaso de agua|de calor)\b|\bahogad[oa] (?:en|de|con) (?:trabajo|deudas|papeles|tareas|correos|calor)\b|\bme (?:pegue|pego) un tiro en el pie\b`,
    // A long weekend, a leaving do, a hen party.
    r`\b(?:este|el|del|un|el proximo|ese|aquel) puente (?:de|del) (?:mayo|diciembre|agosto|noviembre|octubre|la constitucion|la inmaculada|todos los santos|san \w+|semana santa|el pilar|reyes)\b|\bpuente (?:largo|festivo)\b|\b(?:hacer|hacemos|haremos|tenemos|hay) puente\b`,
    r`\bdespedidas? de (?:soltera|soltero|solteros)\b|\b(?:fiesta|cena|comida|regalo|discurso) de despedida\b|\bmi despedida (?:en|de) (?:la empresa|el trabajo|la oficina)\b`,
    // Telling someone a decision: 'mañana le digo a mi novio que se acabó'.
    r`\b(?:${SOON} )?(?:le|les) (?:digo|dire|voy a decir|comunico|voy a comunicar) a (?:mi|el|la|los|mis) \w+ ${Q} (?:se acabo|lo dejamos|terminamos|cortamos|me voy|renuncio|lo dejo|no sigo)\b`,
  ],
  someoneElse: r`\b(?:ella|ellos|ellas|alguien|${HE}|(?:mi|mis|tu|tus|su|sus|un|una|unos|unas|el|la|los|las|nuestro|nuestra) (?:${ABUSER_NOUN}|amig[oa]s|hermanos|hijos|padres|papas|clienta|alumn[oa]s?|paciente|pacientes|emplead[oa]s?|colega|sobrin[oa]|conocid[oa]|prima)|pacientes|clientes|usuarios|adolescentes|alumnos|personas|gente|curso|formacion|taller|charla|conferencia|clase|asignatura|tema|literatura|documental|pelicula|peli|serie|libro|novela|articulo|podcast|noticias?|prevencion|campana|voluntariado|voluntari[oa]|tfg|tesis|investigacion|guardia)\b|(?<=\bme )(?:conto|dijo|confeso|confio|explico|escribio|comento|cuenta|dice|pregunto|pidio)\b`,
  speaker: r`\b(?:yo|me|conmigo|mi mism[oa]|quiero|kiero|quisiera|estoy|siento|tengo|pienso|creo|voy|llevo|necesito|soy|puedo|aguanto)\b`,
  // 'de mí' and 'mi' both lose their accent: inside a risk phrase either makes it the speaker's.
  possessive: r`\b(?:mi|mis)\b`,
  // 'no dejo de pensar en...', 'no sé si...' affirm rather than deny.
  negation: r`\b(?:no(?! (?:dejo|paro|puedo dejar|puedo parar|consigo dejar|logro dejar|me puedo quitar|se (?:si|por que|como|que|cuanto))\b)|nunca|jamas|ni|tampoco|nada de)\b`,
  negationReach: 2,
  concepts: {
    suicideThoughts: [
      r`\bsui?[cs]{1,2}id(?:arme|arse|ar|andome|io|ios|a|as|ate|e|o)\b|\bme (?:voy a |quiero |quisiera |pienso )?sui?[cs]id(?:o|e|are|aria|ar)\b`,
      r`\b(?:quitarme|quitandome|quitarse|me quito|me quite|me quitaria|me quitare|me voy a quitar|me quiero quitar|me quisiera quitar) (?:la vida|de en medio|del medio)\b(?! (?:en|de) (?:esta|este|la|el|esa|ese|estas|estos) (?!vida\b)\w+)`,
      r`(?<!\b(?:amenaz\w*|con|va a|van a|iba a|iban a|quiere|quieren|queria|querian|intento|intentaron|trato de|trataron de) )\b(?:matarme|matandome|me voy a matar|me matare|me mataria|me quiero matar|me kiero matar|me quisiera matar|m voy a matar)\b(?! (?:a|de) (?:estudiar|trabajar|risa|correr|entrenar|hambre)\b)`,
      // Bare 'me mato' is also 'it killed me': only after words that make it the speaker's act.
      r`(?<=\b(?:ya|yo|hoy|juro|mejor|pues|entonces|asi que|por eso|noche|manana|finde|sabado|domingo|lunes|martes|miercoles|jueves|viernes)\s)me mato\b(?! (?:a|de|en) (?:estudiar|trabajar|risa|correr|entrenar|hambre|el|la)\b)`,
      r`\b(?:ideas|pensamientos|ideacion|tendencias|intentos?) (?:de )?suicid\w*\b`,
      r`\b(?:acabar|terminar|termino|acabo|acabaria|terminaria|voy a acabar|voy a terminar) con (?:mi vida|mi existencia|todo de una vez|todo para siempre|todo ya|mi sufrimiento)\b|\b(?:acabar|terminar|acabo|termino) con todo\b(?=\s*(?:[.,;!?]|$|y ya\b|de una\b))|\bponer(?:le)? fin a (?:mi vida|todo|mi sufrimiento|mi existencia)\b`,
      r`\b(?:formas|maneras|metodos|modos) (?:\w+ )?de (?:quitarse la vida|quitarme la vida|suicidarse|suicidarme|matarse|matarme|morir)\b`,
      r`(?<!\b(?:cuando|hasta que|antes de que|despues de que|en cuanto) )\b(?:se acaba|se acabe|que se acabe|se acabara) todo\b(?! (?:el|la|los|las|lo|eso)\b)`,
      r`\b(?:pienso|pensando|pense|pensaba|penso|pensar|piensas) (?:\w+ )?(?:en|sobre) (?:la muerte|morir(?:me)?|suicidarme|quitarme la vida|hacerlo|como hacerlo|(?:la|una) (?:forma|manera) de hacerlo|como lo haria|matarme|desaparecer para siempre|no despertar(?:me)?|tirarme|colgarme)\b`,
      r`\b(?:darme|me voy a dar|me quiero dar|me doy|me di) piso\b|\bautoelimin(?:arme|acion)\b|\bdesvivirme\b(?! por)|\b(?:quiero|kiero|me voy a) desvivir\b(?! por)`,
    ],
    deathWish: [
      r`\b${QUIERO} (?:\w+ ){0,2}(?:morir(?:me)?|estar muert[oa]|dejar de (?:existir|vivir)|no existir|desaparecer para siempre|no despertar(?:me)?|dormir(?:me)? (?:\w+ )?y no despertar(?:me)?|dormir(?:me)? para siempre|descansar para siempre|palmarla|petatearme|estirar la pata|colgar los tenis|irme de este mundo|dejar este mundo|no haber nacido|reunirme con (?:mi|mis) \w+ (?:en el cielo|alla arriba))\b`,
      r`\bme (?:quiero|kiero|qiero|queria|quisiera|querria) morir\b|\bm (?:quiero|kiero) morir\b|\bme (?:quiero|quisiera) ir (?:de este mundo|para siempre|y no volver)\b`,
      r`\bojala (?:me )?(?:muriera|muera|muriese|muero|no despertara|no despierte|no amanezca|no amaneciera|no hubiera nacido|no existiera|estuviera muert[oa]|desapareciera para siempre|me atropell\w+|me pas(?:ara|e) algo|me cayera un rayo|me diera algo|me de algo)\b`,
      r`\b(?:no|ya no|tampoco|ni) (?:quiero|kiero|qiero|tengo ganas de|me dan ganas de) (?:seguir )?(?:vivir|viviendo|estar viv[oa]|despertar(?:me)?|existir|seguir en este mundo)\b|\b(?:no|ya no) (?:quiero|kiero) (?:seguir )?(?:estar|vivir) en este mundo\b|\b(?:pidiendo|deseando|rezando|rogando)(?: (?:a dios|por|para))? (?:${Q} )?no (?:despertar(?:me)?|despierte|volver a despertar)\b|\b(?:deseo|anhelo|ansio|busco) (?:la|mi) muerte\b|\b(?:haria|hago|harian) un favor (?:a )?(?:todos|todo el mundo|al mundo|mi familia)? ?si (?:me (?:muriera|muero|fuera para siempre)|desapareciera|no (?:estuviera|existiera))\b|\bsi (?:yo )?(?:desapareciera|me muriera|me fuera) para siempre\b|\b(?:sin|perdi las|he perdido las|se me (?:fueron|han ido|quitaron) las|no tengo) ganas de vivir\b`,
      r`\b(?:no|ya no) (?:quiero|kiero) (?:seguir )?estar aqui\b(?! (?:en|con|cuando|mientras|hasta|a esta|un minuto|ni un|otra|sol[oa]))`,
      r`\b(?:lo mejor|mejor|seria mejor) (?:\w+ )?(?:seria|es|sera|para todos seria) (?:morirme|morir|estar muert[oa]|${Q} me muera|desaparecer para siempre|no despertar(?:me)?|no estar|no existir|no haber nacido|dormirme y no despertar)\b`,
      r`\b(?:seria|es|sera) mejor (?:para (?:todos|todo el mundo|mi familia|ellos) )?(?:${Q} (?:me muera|me muriera|no estuviera|no existiera|desapareciera|no despertara)|morir(?:me)?|estar muert[oa]|no estar|no existir)\b`,
      r`\b(?:estaria|estarian|estarias|estariamos|vivirian|serian|estaran|iria|irian|seria) (?:\w+ ){0,3}(?:mejor|mas tranquil[oa]s|mas felices|bien) (?:sin mi|si (?:yo )?(?:ya )?no (?:estuviera|existiera|viviera|estoy))\b|\bmejor sin mi\b|\b(?:estaria|estoy|seria) mejor muert[oa]\b`,
      r`\bsi (?:yo )?(?:ya )?no (?:estuviera|existiera|viviera|hubiera nacido)(?: (?:mas|aqui|viv[oa]|en este mundo))?(?=\s*(?:[.,;!?]|$))|\bsi (?:yo )?(?:ya )?no (?:estuviera|existiera) (?:mas|aqui|viv[oa]|en este mundo)\b`,
      r`\b(?:cansad[oa]|hart[oa]|agotad[oa]|me canse|me harte|me he cansado) de (?:vivir|estar viv[oa]|la vida|esta vida|existir|seguir viv[oa])\b|\bpara no despertar(?:me)?\b|\bno (?:volver a )?despertar(?:me)? (?:mas|nunca)\b|\bpidiendo no despertar\b`,
      r`\b(?:la vida|vivir) no (?:vale|merece) la pena\b|\bno (?:vale|merece) la pena (?:vivir|seguir viviendo|seguir viv[oa])\b|\bno (?:tengo|hay|le veo|encuentro) (?:ninguna )?(?:razon|razones|motivo|motivos) (?:para|por (?:la|las) que) (?:vivir|seguir viviendo|seguir viv[oa]|seguir aqui)\b|\bnada por (?:lo )?que vivir\b`,
      r`\bpreferiria (?:estar muert[oa]|no haber nacido|no existir)\b|\bno merezco vivir\b`,
    ],
    finalAbsence: [
      r`\bya no (?:voy a |vaya a |vas a )?estar(?:e)?\b(?! (?:en|disponible|de|con|tan|para (?:la|el|las|los)|trabajando|conectad\w*|\w+ndo)\b)|\bcuando (?:yo )?(?:ya )?no (?:este|exista)\b|\b(?:para|asi) ${Q} (?:no )?(?:\w+ ){0,3}cuando (?:yo )?(?:ya )?no (?:este|exista)\b|\bcuando me haya ido\b|\bdespues de ${Q} me vaya\b(?=\s*(?:[.,;!?]|$))`,
      r`\b(?:me voy|me ire|me despido) para siempre\b|\beste es mi adios\b|\badios para siempre\b|\b(?:es|sera) la ultima vez ${Q} (?:me ves|hablamos|te escribo|sabras de mi|me lees)\b|\bno (?:vas a|volveras a|vais a|van a) saber (?:nada )?(?:mas )?de mi\b|\bya no me (?:vas|vais|van) a ver (?:mas|nunca)\b`,
      r`\b(?:hoy|esta noche|manana|este (?:finde|fin de semana)|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)) (?:es|sera) (?:el dia|la noche|mi ultimo dia|mi ultima noche)(?=\s*(?:[.,;!?]|$))`,
      r`\b(?:este|esta) es (?:mi|el|la) ultim[oa] (?:mensaje|sesion|conversacion)\b(?! (?:del (?:dia|ano|mes)|antes de|de (?:la|hoy)|por hoy|de la semana))|\b(?:ya )?(?:tengo|elegi|escogi|he elegido|puse) (?:la )?fecha(?: y (?:el )?(?:lugar|sitio|hora))?(?=\s*(?:[.,;!?]|$))`,
      r`\bya no (?:lo|las|los|la) (?:voy a necesitar|necesitare)\b|\bno (?:lo|las|los|la) (?:voy a necesitar|necesitare)(?=\s*(?:[.,;!?]|$))|\bno (?:lo|las|los|la) (?:voy a necesitar|necesitare|necesito) (?:mas|donde voy|a donde voy)\b|\bya no (?:me )?(?:va|van) a hacer falta\b|\b(?:donde|a donde) voy no (?:me )?(?:hace|hacen|hara|haran) falta\b`,
    ],
    leaveTaking: [
      r`\bgracias por todo(?: lo que has hecho)?\b(?![^.]{0,150}\b(?:nos vemos|hasta (?:el|la|luego|pronto|manana|la proxima)|la proxima|seguimos|te cuento)\b)|\b(?:solo |solamente |nada mas )?(?:queria|quiero|quisiera) (?:despedirme|darte las gracias|agradecerte)\b|\b(?:solo|solamente|nada mas) (?:queria|quiero) ${Q} (?:lo )?(?:supieras|sepas|supiera alguien)\b|\bperdon por todo\b`,
      r`(?<!\b(?:me toca|tengo que|hay que|toca|vamos a|voy a tener que)\s)\bdespedirme de (?:todos|ti|vosotros|ustedes|mi familia|mis \w+)\b`,
    ],
    jumpOrHang: [
      r`\b(?:tirarme|me tiro|me tire|me tirare|me tiraria|lanzarme|me lanzo|me lanzaria|arrojarme|me arrojo|aventarme|me avento|botarme|me boto|saltar|salto|me voy a tirar|me voy a lanzar|me voy a aventar|voy a saltar) (?:\w+ )?(?:del|de la|de un|de una|desde (?:el|la|un|una|lo alto de(?: la| el)?)|por (?:el|la)|al|a las|a la|a un|a una|delante (?:del|de un|de una|de la)|bajo (?:el|un|las ruedas de(?: un| el)?)|en frente de(?: un| el)?|frente a(?: un| el)?)\s?(?:\w+ ){0,2}(?:${HEIGHT}|${TRACKS}|rio|mar|ventana|vacio|camion|coche|carro|auto|bus|autobus|colectivo|micro|trafico|coches|carros)\b`,
      r`\b(?:colgarme|me cuelgo|me colgare|me colgaria|me voy a colgar|ahorcarme|me ahorco|me ahorcare|me ahorcaria|me voy a ahorcar)\b(?! (?:con|del|de la|de el|al) (?:wifi|internet|telefono|movil|celular|mail|correo|trabajo|tema|serie|juego|musica)\b| (?:un rato|la mochila|el bolso|la medalla|las medallas)\b)`,
      r`\b(?:ahogarme|me voy a ahogar|me ahogaria) (?:en (?:el|la) (?:rio|mar|lago|pantano|banera|piscina|playa))\b|\b(?:envenenarme|me voy a envenenar|intoxicarme con)\b`,
      r`\b(?:pegarme|darme|meterme|me pego|me doy|me meto|me voy a pegar|me voy a dar|me voy a meter|me pegaria|me daria) (?:un tiro|un balazo|un plomazo|un escopetazo)\b(?! en el pie)|\bvolarme (?:la cabeza|los sesos)\b|\b(?:cortarme|me corto|me voy a cortar|me cortaria|me corte|me he cortado|me raje|me he rajado) las venas\b`,
      r`(?<=\b(?:${HEIGHT}|${EDGE}|${TRACKS})\b[^.]{0,150})\b(?:quiero|voy a|pienso|necesito|tengo ganas de|me dan ganas de) (?:saltar|tirarme|lanzarme|aventarme)(?=\s*(?:[.,;!?]|$))`,
      r`\b(?:estrellarme|me estrello|me voy a estrellar|estampar(?:me)?|estrellar (?:el|mi) (?:coche|carro|auto|moto)|voy a estrellar (?:el|mi) (?:coche|carro|auto|moto)) (?:\w+ ){0,3}(?:contra (?:un|una|el|la) (?:muro|pared|arbol|camion|puente|columna)|por (?:un|el) (?:barranco|precipicio))\b|\b(?:abrir|abro|voy a abrir) el gas\b`,
    ],
    means: [r`\b${MEANS}\b`],
    lethality: [
      r`\bcuant[oa]s? (?:\w+ ){0,4}(?:hacen falta|hace falta|harian falta|haria falta|se necesitan|se necesita|necesito|necesitaria|serian|son|tengo que tomar|hay que tomar) (?:para|pa) (?:morir(?:me|se)?|no despertar(?:me|se)?|no volver a despertar(?:me|se)?|matar(?:me|se)?|una sobredosis|${Q} sea (?:mortal|letal)|acabar|palmarla|quitar(?:me|se) la vida)\b`,
      r`\bcuant[oa]s? (?:\w+ ){0,4}(?:es|son|seria|serian|sera) (?:mortal|letal|una sobredosis|suficiente para (?:morir|matar\w*))\b|\b(?:dosis|cantidad) (?:letal|mortal|toxica)\b|\b(?:es|seria|sera) (?:mortal|letal) (?:tomar|mezclar|si me tomo)\b|\bsi me tomo (?:\w+ ){0,4}(?:me muero|me mata|muero|seria mortal)\b|\bdesde (?:que|cuantos pisos|cuanta) altura (?:es mortal|se muere|mata|te matas)\b`,
      r`\b(?:morir(?:me|se)?|matar(?:me|se)|suicid\w+|quitar(?:me|se) la vida|formas|maneras|metodos?) (?:\w+ ){0,4}(?:sin (?:dolor|sufrir)|${Q} no duel[ae]n?|indolor[ao]s?)\b|\b(?:forma|manera|metodo)s? (?:mas )?(?:rapid[ao]s?|facil(?:es)?|indolor[ao]s?|segur[ao]s?|efectiv[ao]s?) (?:de|para) (?:morir|matarse|matarme|suicid\w+|quitar(?:me|se) la vida|no despertar|dejar de existir)\b`,
      r`\b(?:busc\w*|googl\w*|investig\w*|lei|leyendo|mirando|mire|averigu\w*|consult\w*) (?:\w+ ){0,4}(?:formas|maneras|metodos|como|cuant[oa]s|que) (?:\w+ ){0,3}(?:morir|matarme|matarse|suicid\w+|quitarme la vida|quitarse la vida|ahorcarse|colgarse|dosis letal|sobredosis|letal|mortal|no despertar\w*)\b`,
      // Knowing which means would work: 'sé qué pastillas me servirían'.
      r`\b(?:${PILLS}|${ROPE}|${GUN}|${HEIGHT}) (?:\w+ ){0,4}(?:me |lo |la )?(?:servirian|bastarian|alcanzarian|funcionarian|harian efecto|harian el trabajo|matarian|serian suficientes|serviria|bastaria|alcanzaria|funcionaria)\b`,
      // A place to hang from tested: 'la viga aguanta'.
      r`\b(?:viga|gancho|barra|rama|lampara|ventilador|tuberia|travesano) (?:\w+ ){0,3}(?:aguanta|aguantaria|soporta|soportaria|resiste|resistiria)(?: mi peso\b|(?=\s*(?:[.,;!?]|$)))`,
    ],
    heightQuestion: [
      r`\b(?:que|cuanta) altura (?:tiene|hay)\b|\bcuantos (?:metros|pisos|plantas) (?:tiene|mide|hay|son)\b|\bcuanto mide (?:el|la) (?:\w+ )?${HEIGHT}\b|\b(?:que|cual) (?:${HEIGHT}|edificio|puente) es (?:el|la) mas alt[oa]\b|\b(?:${HEIGHT}) mas alt[oa] de\b`,
      // A bridge or a roof without a barrier is a place chosen.
      r`\b(?:${HEIGHT}|${TRACKS}),? (?:\w+,? ){0,4}(?:no tiene|sin) (?:valla|barandilla|baranda|barandal|reja|proteccion|red|muro)\b`,
    ],
    acquired: [
      r`\b(?:compre|comprando|compro|he comprado|consegui|conseguido|pille|saque|me hice con|me agencie|le robe|le quite|robe|fui a comprar|me compre|pedi|encargue) (?:\w+ ){0,4}(?:${PILLS}|${ROPE}|${GUN}|${BLADE}|carbon|veneno|matarratas)\b`,
      r`\b(?:en|de) (?:dos|tres|varias|distintas|diferentes) farmacias\b|\bfarmacias (?:distintas|diferentes)\b`,
    ],
    stockpile: [
      r`\b(?:he |llevo (?:\w+ ){0,2}|voy |sigo |estoy )?(?:(?:guard|junt|acumul|ahorr|almacen|escond|reun)(?:ando|ado)|(?:junt|acumul|ahorr)[eo])\b (?:\w+ ){0,3}${PILLS}\b|\b${PILLS} (?:\w+ ){0,2}${Q} (?:fui|he ido|voy|estoy|he estado|llevo \w+|vengo) (?:juntando|guardando|acumulando|ahorrando|escondiendo)\b`,
      r`\b(?:una caja|un cajon|una bolsa|un bote|un frasco|un tarro) (?:entero |entera )?llen[oa] de ${PILLS}\b|\bsin tom(?:ar|arme)(?:la|las|los|lo)? (?:la |las |los |mis )?(?:${PILLS}|tratamiento)\b(?=[^.]{0,150}\b(?:guard|junt|acumul|escond|ahorr)\w*)|\b(?:la|las|los|lo) (?:voy|vengo|estoy|sigo|he ido|he estado) (?:guardando|juntando|acumulando|escondiendo|ahorrando)\b`,
      r`\bya tengo (?:suficientes?|bastantes|las suficientes|los suficientes)(?: ${PILLS})?\b(?=\s*(?:[.,;!?]|$| para (?:morir|no despertar|acabar|hacerlo)))`,
    ],
    farewell: [
      r`(?<!\b${WORKPLACE}\b[^.]{0,150})\b(?:cartas?|notas?|videos?|mensajes?|audios?) de despedida\b(?![^.]{0,150}\b${WORKPLACE})`,
      r`\b(?:escribi|he escrito|estoy escribiendo|escribiendo|deje|he dejado|grabe|he grabado|grabando|programe|he programado) (?:\w+ ){0,4}(?:cartas?|notas?|un video|videos|mensajes?|audios?|un correo|correos|un post) (?:[\w,]+ ){0,10}(?:para (?:cuando|despues|que (?:las|los|la|lo) (?:lean|vean|encuentren|escuchen) (?:cuando|despues))|explicando (?:el )?por ${Q}|una para cada (?:uno|una))\b`,
    ],
    lettersToAll: [
      r`\b(?:cartas?|notas?|mensajes?|audios?) (?:a|para) (?:cada uno de |todos |todas )?(?:mis|mi) (?:amig[oa]s|padres|papas|viejos|hij[oa]s|herman[oa]s|familia|seres queridos|mama|papa|madre|padre|pareja|marido|mujer|novi[oa])\b|\buna (?:carta |nota )?para cada (?:uno|una)\b(?![^.]{0,150}\b${WORKPLACE})`,
      r`\b(?:escrib\w+|grab\w+) (?:una carta |cartas |notas |un mensaje |mensajes )?(?:a|para) (?:cada uno|cada una|todos|todas|cada) (?:de )?(?:mis |los |las )?\w+\b(?<!${WORKPLACE})(?![^.]{0,150}\b${WORKPLACE})`,
      r`\b(?:las|los|la) (?:dejo|echo|mando|envio|dejare|echare|mandare|voy a dejar|voy a echar|voy a mandar) (?:\w+ )?(?:en|sobre|bajo|al|por|debajo de) (?:la mesa|el cajon|el buzon|correo|la almohada|la cama|la cocina|el escritorio)\b(?![^.]{0,150}\b(?:facturas?|paquetes?|recibos?|documentos?|formularios?|solicitud|curriculum|cv)\b)`,
    ],
    affairsInOrder: [
      r`\b(?:regale|regalando|he regalado|estoy regalando|di|he dado|le di|le he dado|les di|reparti|he repartido|repartiendo|deje|le deje|he dejado|le he dejado) (?:\w+ )?(?:todas mis|todos mis|mis|mi|la|el|los|las) (?:cosas|ropa|libros|pertenencias|guitarra|moto|coche|carro|auto|bici|bicicleta|compu|ordenador|portatil|laptop|consola|play|xbox|joyas|anillo|reloj|discos|vinilos|coleccion|ahorros|perro|perra|gato|gata|mascota|mascotas|perrito|gatito|plantas)\b(?![^.]{0,150}\b(?:me mudo|nos mudamos|mudanza|me voy a vivir|de navidad|de reyes|por su cumple|cumpleanos|ya no (?:lo|la|los|las) (?:uso|usaba|usamos|necesito|necesitaba|leo|toco|ponia)|me sobraba|de segunda mano|viej[oa]s?|antigu[oa]s?)\b)`,
      r`\ble (?:encontre|busque|consegui|he encontrado|estoy buscando|busco) (?:casa|hogar|dueno|duena|familia|quien (?:lo|la) cuide) (?:a|al|a la|para)\b(?![^.]{0,150}\b(?:me mudo|nos mudamos|mudanza|me voy a vivir|alergia)\b)|\b(?:casa|hogar|dueno|familia) (?:nuev[oa] )?(?:para|a) (?:mi|el|la) (?:perro|perra|gato|gata|mascota|perrito|gatito)\b(?![^.]{0,150}\b(?:me mudo|nos mudamos|mudanza|me voy a vivir|alergia)\b)`,
      r`\bquien se queda con (?:mis cosas|mi gato|mi perro|todo|mi \w+)\b|\b(?:hice|ya hice|tengo hecha) la lista\b(?=[^.]{0,150}\bquien\b)`,
      r`\b(?:hice|he hecho|redacte|he redactado|actualice|firme|he firmado|deje hecho|fui a hacer|fui al notario a hacer|hacer) (?:el|mi) testamento\b(?![^.]{0,150}\b(?:casa|hipoteca|boda|me case|nac\w*|bebe|embarazad\w*|mis padres|sus)\b)`,
      r`\bdej(?:ar|arlo|o|e|ando|ado) (?:todo |lo todo |todo bien |las cosas )?(?:atado|en orden|arreglado|resuelto|organizado)(?: y bien atado)? (?:para (?:cuando|${Q} (?:\w+ ){0,2}no (?:tengan|tenga) (?:problemas|lios|que))|para despues|antes de (?:irme|morir|marcharme)(?=\s*(?:[.,;!?]|$)))`,
      r`\b(?:deje|he dejado|dejo|dejando|apunte|anote|le di|le pase|le he dado|escribi) (?:\w+ ){0,4}(?:todas (?:las|mis) (?:contrasenas|claves|passwords)|(?:las |mis )?(?:contrasenas|claves|passwords|pines|pin) (?:del banco|de (?:mis|las) cuentas|de todo|de la tarjeta)|(?:los )?papeles del seguro|(?:la )?poliza|(?:el )?seguro de vida)\b|\btodas (?:las|mis) (?:contrasenas|claves|passwords) (?:apuntadas|anotadas|escritas)\b`,
      r`\bpara ${Q} no (?:tengan|tenga) (?:problemas|lios|que preocuparse|que hacer nada) cuando\b`,
    ],
    plan: [
      // A decision with its content unsaid: not 'voy a dejar el curro, lo tengo decidido'.
      r`(?<!\b(?:voy a|vamos a|me voy|quiero|dejar|dejo|renunciar|renuncio|cortar|corto|mudarme|me mudo|cambiar|cambio|pedir|decirle|hablar|comprar|aceptar|acepto|casarme|me caso|separarme|divorciarme|estudiar|apuntarme)\b[^.;:]*)\b(?:ya )?lo tengo (?:todo )?(?:decidido|planeado|pensado|preparado|organizado|claro|calculado)\b(?!\s*:)(?![^.]{0,150}\b(?:voy a (?:dejar|renunciar|cortar|pedir|decir|hablar|cambiar|mudar|comprar|estudiar|apuntar)|me (?:caso|mudo|voy de (?:la|el)|cambio|separo|divorcio)|renuncio|dejo (?:el|la|mi)))`,
      r`\btengo todo (?:pensado|planeado|preparado|listo|calculado|organizado)\b(?! (?:para (?:la|el|los|las|mi|mis|manana|el viaje)|de (?:la|el)))|\bya (?:lo )?decidi\b(?!\s*:)(?! (?:que voy a|ir|el|la|cambiar|dejar|renunciar))|\btengo un plan (?:para (?:matarme|morir|hacerlo|acabar|suicidarme))\b|\b(?:esta vez|ahora) si (?:lo hago|lo voy a hacer|va en serio|me mato|me voy a matar)\b`,
      r`\b(?:elegi|he elegido|escogi|he escogido|encontre|he encontrado|ya tengo) (?:el|un|mi) (?:sitio|lugar|dia|momento|metodo|arbol|puente|edificio)(?: perfecto| ideal| exacto)?\b(?!(?: perfecto| ideal| exacto)? (?:para (?:la|el|los|las|mi|nuestr[oa]|celebrar|comer|cenar|vivir|trabajar)|de (?:la|el|las|los|mi)|donde (?:vamos|nos|comer|cenar|celebrar|quedar)))|\bya elegi (?:la fecha|como)\b`,
      r`\b(?:${ROPE}|${GUN}|${PILLS}|nudo) (?:\w+ ){0,2}(?:preparad[ao]s?|list[ao]s?|atad[ao]|colgad[ao]|hecho|cargad[ao])\b(?![^.]{0,150}\b(?:escal\w*|tender|mudanza|camping|acampar|barco|velero|para (?:el|la|los|las|mi|mis) (?!ultim)\w+))`,
      r`\b${GUN}\b[^.]{0,150}\b(?:pienso|voy a|quiero|estoy a punto de) usarla\b(?! (?:para (?:cazar|el campo|defensa|protegerme)|en el (?:campo|club|monte)))`,
      r`\blo haria (?:con|desde|en|tirandome|colgandome|tomandome) (?:\w+ ){0,4}${MEANS}\b|\b(?:se|se muy bien|se exactamente|ya se) (?:como|donde|cuando) lo (?:haria|voy a hacer|hare)\b|\bsi (?:alguna vez )?lo hiciera\b`,
      // When nobody will stop it.
      r`(?:\b(?:cuando|mientras|que) (?:mis|mi) (?:\w+ ){1,3}(?:se (?:vaya|vayan|va|van|duerma|duerman)|viaj\w+|no (?:este|esten|estan|esta))\b|\bcuando todos (?:duerman|se duerman|esten dormidos|se vayan)\b|\bcuando no haya nadie\b|\bno hay nadie en (?:casa|el piso|el depa)\b|\b${Q} me quedo sol[oa]\b)(?![^.]{0,150}\b(?:aprovech|fiesta|estudi|invit|peli|serie|cena|descans|limpi|tranquil|juego|jugar|musica|amig|viaj|independic|universidad|de casa|a vivir|me gustaria|quiero)\w*)`,
    ],
    soon: [r`\b${SOON}\b`, r`\bdespues (?:del|de la|de mi|de su) (?:cumple\w*|boda|navidad|fiesta|graduacion|examen|entierro|\w+ de mi \w+)\b`],
    atTheEdge: [
      r`\b(?:estoy|sigo|aqui|me encuentro|parad[oa]|sentad[oa]|de pie) (?:\w+ ){0,2}(?:arriba|encima|en lo alto|al borde|en el borde|en la baranda|sobre la baranda|del otro lado de la (?:baranda|barandilla|valla)) (?:de|del|de la) (?:\w+ ){0,2}(?:${HEIGHT}|${TRACKS}|${EDGE})\b(?![^.]{0,150}\b(?:con (?:el|la|los|las|un|una|mis?) (?:tecnic|fontaner|electric|obrer|albanil|amig|compa|equipo|vecin|famil|novi|pareja)\w*|revisando|arreglando|instalando|reparando|limpiando|tendiendo|tomando|cenando|comiendo|fiesta|barbacoa|asado|fotos|vistas|atardecer))`,
      r`\b(?:estoy|sigo|aqui|me encuentro|parad[oa]|sentad[oa]|de pie) (?:\w+ ){0,2}(?:en|sobre) (?:el|la|las|los|una|un) (?:\w+ )?${EDGE}\b(?![^.]{0,150}\b(?:con (?:el|la|los|las|un|una|mis?) (?:tecnic|fontaner|electric|obrer|albanil|amig|compa|equipo|vecin|famil|novi|pareja)\w*|revisando|arreglando|instalando|reparando|limpiando|tendiendo|tomando|cenando|comiendo|fiesta|barbacoa|asado|fotos|vistas|atardecer))`,
      r`\bviendo pasar los (?:carros|coches|trenes|autos)\b|\bmirando al vacio\b|\bme acerco (?:cada vez )?(?:mas )?(?:a la linea amarilla|al borde|a las vias|al vacio)\b|\b(?:sentad[oa]|parad[oa]|de pie) (?:en|sobre) el borde\b(?! de (?:la|una|mi|el) (?:cama|silla|mesa|sofa|piscina|banera|acera|escenario))|\bcon los pies colgando\b|\basomad[oa] al vacio\b`,
    ],
    takeItAll: [
      r`\b(?:me las tomo|tomarmelas|me voy a tomar|tomarme|me tomare|voy a tomar|tragarme|me trago|me voy a tragar) (?:\w+ )?(?:todas|todo|la caja entera|el bote entero|el frasco entero|el blister entero|toda la caja|todo el bote|todo el frasco)\b|\bme (?:las|los) tomo tod[oa]s\b`,
    ],
    toEndIt: [
      r`\bpara (?:acabar|terminar) con (?:esto|todo|mi vida|el dolor|el sufrimiento)\b|\b(?:y|para ${Q}|asi) (?:se acab[ae]|termin[ae]|se termin[ae]) todo\b|\bpara (?:no despertar(?:me)?|no volver a despertar|morir(?:me)?|dejar de sufrir|no sufrir mas|dejar de existir|${Q} todo (?:acabe|termine|se acabe))\b`,
      r`\bacabar con esto (?:de una vez|para siempre)\b(?![^.]{0,150}\b(?:informe|proyecto|tema|examen|reunion|papeleo|mudanza|tramite|obra|divorcio|juicio|curro|trabajo)\b)`,
      r`\bpara (?:irme|marcharme|largarme|desaparecer) (?:de una vez|para siempre|de este mundo|del todo)\b`,
      r`\b(?:quiero|quiera|queria|necesito|solo quiero|kiero) ${Q} (?:esto|todo|todo esto|el dolor|la vida) (?:se )?(?:acabe|termine|pare)\b`,
      r`\b(?:esta vez )?(?:va|iba) en serio\b(?=[^.]{0,150}\b(?:${PILLS}|cuerda|morir|matarme|hacerlo)\b)`,
    ],
    ominousPurpose: [
      r`\bya se (?:${Q} hacer con (?:ella|el|ellas|ellos)|para ${Q} (?:la|lo|las|los) (?:quiero|compre|tengo|consegui))\b`,
      r`\b(?:ya |tu ya |vos ya )?(?:sabes|sabe|sabeis|saben) (?:muy bien )?para ${Q}\b|\bno (?:es|era) para (?:protegerme|cazar|defensa|escalar|el jardin|dormir|la mudanza|acampar|pescar)\b`,
      r`\bno (?:hablo|me refiero|estoy hablando|lo digo) (?:de|a|por) (?:un |una |el |la |las |irme de )?(?:viaje|vacaciones|mudanza|irme de (?:viaje|vacaciones|casa))\b`,
      r`\bpara ${Q} no (?:me )?(?:pregunten|preguntaran|preguntasen|sospechen|sospecharan|se den cuenta|se dieran cuenta|me digan nada|me dijeran nada)\b`,
      r`\bno (?:es|lo pregunto|pregunto) (?:para|por) (?:un|una) (?:libro|novela|relato|trabajo|amig[oa]|historia|guion|clase)\b|\b(?:pregunto|es) por mi,? no por (?:un|una)\b`,
    ],
    hopeless: [
      r`\bno (?:doy|puedo|aguanto) mas\b(?! (?:de (?:risa|hambre|sueno|cansancio|calor|comer)|con (?:el|la|los|las|este|esta|estos|estas|mi|mis) (?!vida\b)\w+|a (?:mi|mis|la|el|los|las|este|esta|ese|esa|tu|su|nadie)\b))(?![^.]{0,150}\b(?:trafico|atasco|metro|bus|colectivo|llego tarde|ruido|obra|vecinos|calor|wifi|internet|impresora|excel|lleno|llena)\b)`,
      r`\b(?:ya )?no (?:le )?(?:veo|encuentro|tiene) (?:ningun |el |mucho )?sentido\b(?! a (?:est[ea]s?|es[ea]s?|la|el|los|las|tu|su) (?!vida\b))|\b(?:nada|la vida|mi vida|vivir) (?:ya )?(?:tiene|no tiene) sentido\b|(?<!\b(?:calle|callejon|camino|via|carretera|pasillo) )\bsin salida\b|\bno (?:hay|veo|le veo|encuentro) (?:la )?salida\b(?! (?:para|a|de|en|por) (?:este|esta|el|la|los|las|ese|esa|un|una) (?!situacion\b|vida\b)\w+)|\b(?:que sentido|que caso) tiene (?:todo|seguir|vivir|nada|levantarme)\b|\bya no tiene caso\b|\bno (?:aguanto|soporto|puedo con) (?:esta|mi) vida\b`,
      r`\bpara ${Q} (?:sigo|seguir|vivir|intentarlo|esforzarme|levantarme)\b|\bno (?:quiero|puedo) seguir (?:asi|con todo esto|con esto|adelante)\b|\bno tiene sentido seguir\b|\bya no quiero seguir\b|\bno puedo (?:seguir|continuar) (?:asi|con esto|con mi vida)\b`,
      r`\b(?:atrapad[oa](?! en (?:el|un|la|una|este|esta) (?:trafico|atasco|ascensor|reunion|aeropuerto|tren|metro|juego|libro|serie|bucle))|sin esperanza|desesperanzad[oa]|vaci[oa] por dentro|estoy al limite(?! de (?:la|el|mi|mis|las|los|su) )|en un pozo)\b|\b(?:que pare|quiero que pare) (?:este|el) (?:dolor|sufrimiento)\b|\b(?:me rindo|me he rendido|ya me rendi|tiro la toalla) (?:con|de) (?:todo|la vida|mi vida|vivir)\b|\bnada (?:me )?importa\b|\btodo me da igual\b|\bme da igual (?:todo|vivir|morir|lo que me pase)\b`,
      r`\b(?:perdi|he perdido|no tengo|sin) (?:la |ninguna )?esperanza\b|\bno (?:veo|tengo) (?:ningun )?futuro\b|\bnada (?:va a cambiar|cambia) nunca\b|\bnunca va a cambiar nada\b|\bno hay luz al final\b|\b(?:cansad[oa]|agotad[oa]|hart[oa]) de (?:luchar|pelear|pelearla|intentarlo|todo)\b(?! (?:el|la|los|las|lo|este|esta|estos|estas|eso|ese|esa)\b)`,
    ],
    burden: [
      r`\b(?:una|un) (?:carga|estorbo|lastre|peso muerto) para (?:todos|todo el mundo|mi familia|ellos|los demas|mis \w+|mi \w+)\b|\bsoy (?:una|un|solo una|solo un) (?:carga|estorbo|lastre|problema para todos)\b|\bme siento (?:una|un) (?:carga|estorbo|lastre)\b`,
      r`\b(?:solo|siempre) (?:doy|causo|traigo) problemas\b|\bles (?:arruino|complico|amargo) la vida\b|\bsobro (?:en este mundo|en esta casa|en mi casa|aqui)\b|\bsiento ${Q} sobro\b|\b(?:estorbo|molesto) a todos\b`,
    ],
    disappear: [
      r`\b(?:me gustaria|quiero|kiero|quisiera|ojala pudiera|sueno con|tengo ganas de|me dan ganas de|solo quiero) (?:\w+ )?(?:desaparecer|esfumarme|borrarme del mapa|perderme|irme lejos y no volver)\b(?! (?:un (?:finde|fin de semana|par de dias)|unos dias|de vacaciones|de (?:las )?redes|de (?:instagram|internet|whatsapp|facebook|tiktok|twitter|la oficina|el trabajo|la reunion)|en (?:la|el) (?:playa|montana|campo)|a (?:la|el) (?:playa|montana|campo|sierra))\b)`,
      r`\b${Q} nadie me (?:busque|buscara|encuentre|encontrara|llame)\b|\bsi (?:yo )?(?:desapareciera|me muriera|me fuera) (?:\w+ )?nadie\b|\bnadie (?:me )?(?:echaria de menos|extranaria|notaria|se daria cuenta|se enteraria)\b|\ba nadie le importaria (?:si|${Q})\b`,
      r`\b(?:dormir(?:me)?|desaparecer) (?:\w+ ){0,7}(?:semanas|meses|anos|una eternidad|una temporada larga)\b|\bno saber nada de (?:nadie|nada)\b`,
    ],
    pastAttempt: [
      r`(?<!\b(?:anoche|hoy|ayer|hace un rato)\b[^.]{0,150})\b(?:intente|he intentado|trate de|una vez intente|cuando intente|ya intente) (?:suicidarme|quitarme la vida|matarme|ahorcarme|colgarme|tirarme|envenenarme|cortarme las venas|tomarme todas las pastillas|el suicidio)\b(?![^.]{0,150}\b(?:anoche|hoy|hace (?:un rato|unas horas|una hora|minutos)|ayer)\b)`,
      r`\b(?:tuve|he tenido|sobrevivi a) (?:un|dos|tres|varios) intentos? de suicidio\b|\bmi intento de suicidio\b|\b(?:me ingresaron|estuve ingresad[oa]) (?:\w+ ){0,3}por (?:un intento|intentar)\b`,
    ],
    selfInjury: [
      // Not the finger chopping onions, a haircut, the grinder in the workshop, or the sun.
      r`(?:\bme (?:he |volvi a |he vuelto a |vuelvo a )?(?:corte|cortado|raje|rajado|queme|quemado|arane|aranado|rasgune|rasgunado|marque|lastime|lastimado)|(?<!\b(?:el|la|los|las|mi|un|una|su|este|esta|ese|esa) \w+ )\bme (?:vuelvo a )?(?:corto|rajo|quemo|arano|rasguno|lastimo))\b(?! (?:el|la|los|las|un|una) (?:dedo|dedos|pelo|cabello|flequillo|barba|unas|una|yema|lengua|rodilla|tobillo|espalda|hombro|codo|pie|labio)\b)(?![^.]{0,150}\b(?:picando|cocinando|pelando|cortando|afeitandome|depilandome|sin querer|por accidente|accidentalmente|con (?:la|el|un|una) (?:amoladora|sierra|radial|cortacesped|lata|papel|horno|sarten|aceite|plancha|cafe|agua|rama|zarza|arbusto|alambre|clavo|gato|perro)|en el taller|en la cocina|con el sol|tomando el sol|en la playa|jugando|corriendo|entrenando|esquiando|patinando|escalando|haciendo|arreglando|montando|trabajando|en el monte|me cai)\b)`,
      r`\bme (?:marco|marque|he marcado|grabo|grabe|rayo|raye|he rayado) (?:la piel|los brazos|las piernas|los muslos|las munecas|el brazo|la pierna|la barriga|la tripa)\b|\bme (?:he )?(?:corte|cortado|queme|quemado|lastime|lastimado|golpee|golpeado|arane|rasgune|hice dano|hecho dano|pegue)\b[^.]{0,150}\b(?:a proposito|adrede|aposta|queriendo|a conciencia|para castigarme|para sentir)\b|\b(?:reca(?:i|ido|igo)|volvi a caer) en (?:las autolesiones|el cutting|cortarme|hacerme dano|lo de cortarme)\b`,
      r`\bme (?:estoy|sigo) (?:cortando|quemando|lastimando|autolesionando)\b(?! (?:el|la|los|las|un|una) (?:dedo|dedos|pelo|cabello|flequillo|barba|unas)\b)|\bme (?:volvi|he vuelto|vuelvo|volvere) a (?:cortar|quemar|lastimar|golpear|hacer dano|rajar|autolesionar|marcar)\b(?! (?:el|la|las|los) (?:pelo|unas|flequillo|barba)\b)|\bvolvi a (?:cortarme|hacerme dano|lastimarme|quemarme|autolesionarme)\b(?! (?:el|la|las|los) (?:pelo|unas|flequillo|barba)\b)`,
      r`\b(?:me hago|me hice|hacerme|hago|hice) cutting\b|\bme (?:autolesion[eo]|he autolesionado|hice cortes|he hecho cortes|hago cortes|hice heridas)\b|\bme (?:he |volvi a |he vuelto a |estoy |sigo )?(?:hice|hecho|hacer|hago|haciendo) dano(?: a mi mism[oa])?(?=\s*(?:[.!?;]|$|\b(?:otra vez|de nuevo|a proposito|adrede|aposta|para|hasta|con (?:la|el|una|un) (?:cuchilla|navaja|cuchillo|mechero|encendedor|cigarro|tijera)))\b)`,
      r`\bme (?:doy|di|daba|pego|pegue|pegaba|he dado|estoy dando|pegando) (?:golpes|punetazos|cabezazos|bofetadas|cachetadas|trompadas|manotazos|aranazos|mordiscos|pellizcos)\b|\bme (?:doy|di|he dado|golpeo|golpee|pego|pegue|estrello|estrelle) (?:\w+ ){0,3}(?:la cabeza|la cara|los punos|con la cabeza|cabezazos) contra (?:la|el) (?:pared|muro|suelo|piso|espejo|puerta)\b`,
      r`\b(?:use|he usado|uso|pase|me pase|me paso) (?:la|el|una|un) (?:${BLADE}|mechero|encendedor|cigarro|compas) (?:\w+ )?(?:por|en|sobre|contra) (?:mi|mis) (?:piel|brazos?|munecas?|piernas?|muslos?|barriga|tripa)\b`,
      r`\bme (?:rasco|rasque|estoy rascando|arranco|arranque|estoy arrancando|pellizco) (?:\w+ ){0,3}hasta (?:sangrar|hacerme sangre|sacarme sangre|hacerme heridas|${Q} sangr\w+)\b`,
      r`(?<!\b(?:el|la|mi|un|una|su) \w+ )\bme (?:pego|golpeo) (?:a mi mism[oa]|cuando me|cuando estoy|si me|en (?:la cara|la cabeza|las piernas|los brazos))\b`,
      // Starving oneself as a punishment.
      r`\b(?:me castigo|castigarme|me castigaba) (?:sin comer|no comiendo|dejando de comer|sin cenar|ayunando|pasando hambre)\b|\b(?:no como|dejo de comer|deje de comer|sin comer|me mato de hambre|me estoy matando de hambre|me salto las comidas|no he comido)\b(?=[^.]{0,150}\b(?:castigo|castigarme|merezco|me lo merezco|no me lo merezco)\b)`,
    ],
    selfInjuryNow: [
      r`\b(?:con|tengo|sostengo|agarro|agarre|saque|he sacado) (?:la|una|el|un|las) (?:${BLADE}|mechero|encendedor)(?: \w+){0,3} (?:en la mano|aqui|ahora|lista|listas|preparad[ao]s?|en el bano)\b`,
      r`\b(?:estoy|sigo|me encerre) (?:encerrad[oa] )?(?:en el|en mi) (?:bano|cuarto|habitacion|pieza|vater)(?: \w+){0,2} con (?:la|una|el|un|las) ${BLADE}\b`,
      r`\b(?:voy a|me voy a|quiero|necesito|estoy a punto de) (?:cortarme|cortar|hacerme dano|quemarme|lastimarme)\b(?! (?:el|la|las|los) (?:pelo|unas|flequillo|barba)\b)(?=[^.]{0,150}\b(?:ahora|ya|esta noche|cuchilla|navaja|hoja)\b)`,
    ],
    selfInjuryUrge: [
      r`\b(?:ganas|necesidad|impulso|impulsos|urgencia|tentacion|deseo) (?:\w+ ){0,2}de (?:cortarme|hacerme dano|lastimarme|quemarme|autolesionarme|hacerme cortes|golpearme|castigarme)\b(?! (?:el|la|las|los) (?:pelo|unas|flequillo|barba)\b)`,
      r`\b(?:pienso|pensando|pense|pensar) (?:\w+ )?(?:en|otra vez en) (?:cortarme|hacerme dano|autolesion\w*|quemarme|lastimarme)\b(?! (?:el|la|las|los) (?:pelo|unas|flequillo|barba)\b)`,
      r`\bme (?:vuelven|volvieron|han vuelto|entran|vienen|vinieron) (?:otra vez )?(?:las|esas|estas) ganas\b(?!\s+de\b)|\bnecesito sentir (?:dolor|algo de dolor)\b|\bnecesito (?:hacerme dano|cortarme)\b(?! (?:el|la|las|los) (?:pelo|unas|flequillo|barba)\b)`,
    ],
    deservePain: [
      r`\bmerezco (?:un )?(?:castigo|sufrir|dolor|${Q} me duela|${Q} me pase algo malo|pasarlo mal|${Q} me castiguen)\b|\b(?:me merezco|merezco) (?:sufrir|el dolor|el castigo)\b|\bes mi castigo\b|\btengo ${Q} (?:pagar|sufrir) por (?:esto|lo que hice|ser asi)\b|\bno merezco (?:comer|nada bueno|estar bien|ser feliz)\b`,
    ],
    selfInjuryHint: [
      r`\bmangas? largas?\b(?=[^.]{0,150}\b(?:calor|verano|otra vez|de nuevo|tapar|esconder|ya sabes|ya sabe|se note|se vea|vean)\b)|\b(?:calor|verano)\b[^.]{0,150}\bmangas? largas?\b|\b(?:volvi|vuelvo|he vuelto) a (?:usar|llevar|ponerme) mangas? largas?\b`,
      r`\b(?:tapar|taparme|esconder|disimular) (?:las|mis) (?:cicatrices|cortes|marcas|heridas)\b|\b(?:\d+|un|una|dos|tres|seis|ocho) (?:meses|semanas|anos|ano|dias) (?:limpi[oa]|sin (?:cortarme|hacerme dano|hacerlo|lastimarme|autolesionarme))\b|\bllev(?:o|aba) (?:\w+ ){0,2}sin (?:cortarme|hacerme dano|lastimarme|autolesionarme)\b`,
      r`\b(?:de (?:adolescente|chic[oa]|joven|nin[oa]|pequen[oa])|antes|hace anos|en el instituto|en la secundaria|en la prepa) (?:\w+ )?me (?:autolesionaba|cortaba|hacia dano|quemaba|lastimaba)\b|\bme (?:autolesionaba|hacia dano a mi mism[oa])\b`,
    ],
    threatToHarm: [
      r`\b(?:voy a|vamos a|juro ${Q} voy a|te juro ${Q} voy a|pienso|quiero|estoy a punto de|estoy decidid[oa] a) (?:matar|apunalar|acuchillar|rajar|reventar|madrear|estrangular|ahorcar|atropellar|envenenar|degollar|desfigurar|balear|pegarle un tiro|darle una paliza|hacerle dano) (?:al \w+|a (?:alguien|todos|todo el mundo|(?:mi|mis|ese|esa|este|esta|el|la|los|las|un|una|tu|su) \w+))\b`,
      r`\b(?:voy a|vamos a|juro ${Q} voy a|te juro ${Q} voy a|pienso|quiero|estoy a punto de|estoy decidid[oa] a|voy a ir a) (?:matar(?:lo|la|le|los|las)|apunalar(?:lo|la|le)|acuchillar(?:lo|la|le)|rajar(?:lo|la|le)|reventar(?:lo|la|le)|madrear(?:lo|la|me(?:lo|la))|chingar(?:me)?(?:lo|la)|estrangular(?:lo|la)|ahorcar(?:lo|la)|atropellar(?:lo|la)|envenenar(?:lo|la)|degollar(?:lo|la)|desfigurar(?:lo|la|le)|balear(?:lo|la)|cagar(?:lo|la) a (?:palos|trompadas|pinas|tiros|golpes)|agarrar(?:lo|la) a (?:golpes|trompadas|pinas)|partir(?:le|les) (?:la|el|los|las|su) \w+|romper(?:le|les) (?:la|el|los|las|su) \w+|dar(?:le|les) (?:una|un) (?:paliza|golpiza|madriza|putiza|tunda|punalada|punetazo|navajazo|balazo|tiro|plomazo)|hacer(?:le|les) dano|dar(?:le|les) en la madre|quebrar(?:lo|la)|meter(?:le|les) (?:un tiro|una punalada|un balazo|un navajazo)|volar(?:le|les) (?:la cabeza|los sesos)|clavar(?:sela|le))\b`,
      r`\b(?:lo|la|le|los|las|les|se la|se lo) (?:voy a|vamos a|juro ${Q} voy a|pienso|quiero) (?:matar|apunalar|acuchillar|rajar|madrear|quebrar|estrangular|ahorcar|atropellar|envenenar|degollar|desfigurar|balear|cagar a (?:palos|trompadas|pinas|tiros|golpes)|agarrar a (?:golpes|trompadas|pinas)|partir (?:la|el|los|las|su) \w+|romper (?:la|el|los|las|su) \w+|dar (?:una|un) (?:paliza|golpiza|madriza|tunda|punalada|balazo|tiro)|hacer dano|meter (?:un tiro|una punalada|un balazo)|volar (?:la cabeza|los sesos)|clavar)\b(?![^.]{0,150}\b(?:jaja\w*|jeje\w*|xd|broma)\b)`,
      // 'Si/como X vuelve a tocar a mi hermana, lo mato': a harm to someone or oneself as the condition.
      r`\b(?:si|como|cuando) (?:\w+ ){0,4}(?:me |le |la |lo |les )?(?:vuelv[ea]n?|se atrev[ea]n?|toca|toque|tocan|toquen) (?:a )?(?:tocar|poner|pegar|hacer|acercar|amenazar|humillar|faltar|insultar|gritar|meter|abusar|un pelo)\w*\b[^.]{0,150}\b(?:lo|la|le|los|las|les|se la|se lo) (?:mato|matare|parto|reviento|rajo|apunalo|acuchillo|pincho|madreo|chingo|clavo|rompo|destrozo|vuelo|quemo|estrangulo|ahorco)\b`,
      r`\b(?:lo|la|le|los|las) (?:mato|parto|reviento|rajo|apunalo|acuchillo)\b[^.]{0,150}\b(?:no es (?:una forma de hablar|broma|en broma|un decir|metafora)|lo digo en serio|va en serio|hablo en serio|te lo juro|lo juro)\b|\b(?:hoy|ahora|esta vez|ya|manana|esta noche) si (?:se la|se lo|le|lo|la) (?:parto|rompo|reviento|mato|madreo|chingo|rajo|clavo)\b(?![^.]{0,150}\b(?:jaja\w*|jeje\w*|xd|broma)\b)`,
      r`\b(?:voy a|le voy a|les voy a|juro ${Q} voy a|pienso|quiero) (?:prender(?:le|les)?|pegar(?:le|les)?|meter(?:le|les)?) fuego a (?:su|la|el) (?:casa|coche|carro|auto|negocio|tienda|piso|depa)\b|\b(?:voy a|pienso|quiero) quemar(?:le|les) (?:la casa|el coche|el carro|el auto|el negocio)\b`,
      r`\b(?:un dia de estos|cualquier dia|el dia menos pensado|como siga asi|si sigue asi) (?:\w+ )?(?:lo|la|le|los|las|se la) (?:mato|parto|reviento|rajo|apunalo|acuchillo|mato a golpes|madreo)\b`,
      r`\b(?:le|les|se la) (?:parto|rompo|reviento|quiebro) (?:la (?:cara|madre|cabeza|crisma|boca|jeta|nariz)|el (?:alma|hocico)|los dientes|su madre)\b(?![^.]{0,150}\b(?:jaja\w*|jeje\w*|xd|broma)\b)|\ble (?:meto|pego|vuelo) (?:un tiro|un balazo|una punalada|un navajazo|la cabeza|los sesos)\b|\bse la (?:clavo|meto|hundo)\b|\bse las va a ver conmigo\b|\bme las va a pagar\b`,
    ],
    weaponForSomeone: [
      r`\b(?:esperar(?:lo|la|los)|buscar(?:lo|la|los)|ir a por (?:el|ella)|ir a su casa|voy a su casa|ire a su casa|voy para su casa)\b[^.]{0,150}\bcon (?:el|la|un|una|mi) ${WEAPON}\b`,
      r`\b(?:me he llevado|me lleve|lleve|he llevado|llevo|me llevo|traje|traigo|he traido|meti|he metido|guarde|escondi|cargo|ando con) (?:la|una|el|un|mi) ${WEAPON}(?: \w+){0,2} (?:al|a la|en el|en la) (?:curro|trabajo|oficina|chamba|laburo|escuela|colegio|insti|instituto|uni|facultad|reunion|fiesta|boliche|bar)\b`,
      r`\b${WEAPON} (?:\w+ ){0,3}(?:para cuando|por si (?:se|me|lo|la|viene|aparece|vuelve)|para (?:el|ella|ese|esa)\b(?! \w+ (?:de|del)\b))|\bya tengo (?:el|la|un|una) (?:bate|pistola|arma|fierro|cuete|pipa|chumbo|fusca|machete|navaja)\b`,
      r`\b(?:donde vive|donde trabaja|su casa)\b[^.]{0,150}\b(?:${WEAPON})\b|\b(?:${WEAPON})\b[^.]{0,150}\b(?:donde vive|donde trabaja|lo voy a buscar|la voy a buscar|ir a buscarl[oa]|voy por el|voy por ella|voy a por el|voy a por ella)\b`,
      r`\b(?:${WEAPON}) (?:\w+ ){0,2}(?:en el coche|en el carro|en el auto|en la mochila|en el bolso|en la guantera|en el bolsillo|encima)\b(?=[^.]{0,150}\b(?:lo|la|le) (?:mato|parto|rajo|clavo|pincho)\b)`,
    ],
    goingAfterSomeone: [
      r`\b(?:voy|ya voy|estoy yendo|voy saliendo|salgo|me voy|voy camino|voy de camino|voy directo|ire|vamos) (?:\w+ )?(?:a|pa|para|hacia|rumbo a) (?:la )?(?:casa|depa|departamento|piso|trabajo|oficina|chamba|curro|laburo|negocio) (?:de|del) (?:ese|esa|aquel|aquella|este|esta)\b|\b(?:voy|ire|estoy yendo|voy saliendo) (?:a|pa|para|hacia) (?:su casa|su trabajo|su piso|su depa|donde vive)\b(?=[^.]{0,150}\b(?:arreglar|ajustar|cuentas|se la|lo mato|la mato|me las|se va a enterar|va a ver)\b)`,
      r`\bya se donde (?:vive|trabaja|esta)\b|\b(?:lo|la) (?:voy a|ire a) buscar\b(?! (?:al|a la|a su|en el|en la|para|a las|mas tarde|despues)\b)|\b(?:lo|la) (?:espero|voy a esperar|estoy esperando) (?:afuera|fuera|a la salida|en su puerta|en la puerta de su casa|abajo de su casa)\b|\b(?:voy a |ire a )?esperar(?:lo|la|los) (?:a la salida|afuera|fuera|en su puerta|en la puerta|abajo)\b|\b(?:ajustar|arreglar) cuentas con (?:el|ella|ese|esa)\b`,
    ],
    harmToChild: [
      r`\b(?:miedo|panico|terror|pavor|me asusta|me aterra|me da miedo|temo) (?:de |a )?(?:\w+ )?(?:hacerle|hacerles|que le haga|que les haga) (?:algo|dano|algo malo) (?:a )?(?:mi |la |el |los |mis )?${CHILD}\b|\bmiedo de (?:hacerle|hacerles) (?:algo|dano)\b`,
      r`\b(?:ganas|impulso|impulsos) de (?:zarandear|sacudir|ahogar|asfixiar)(?:la|lo|le|los|\s(?:a|al) (?:mi |la |el )?${CHILD})\b|(?<=\b${CHILD}\b[^.]{0,150})\b(?:ganas|impulso|impulsos) de (?:pegar|golpear|tirar)(?:la|lo|le)\b|\bme imagino (?:zarandeandol[ao]|sacudiendol[ao]|tirandol[ao]|ahogandol[ao]|haciendole dano|pegandole)\b|\b(?:la|lo) (?:agarre|sacudi|zarandee|apreto|apretaba) (?:muy|demasiado) fuerte\b|\bcasi (?:la|lo) (?:sacudo|zarandeo|tiro|ahogo|golpeo)\b`,
      r`\b(?:pensamientos|imagenes|ideas) de (?:hacerle dano|lastimar|ahogar|tirar|sacudir) (?:a )?(?:mi |la |el )?${CHILD}\b`,
    ],
    fearOfOwnAnger: [
      r`\b(?:miedo|panico|me asusta|me aterra|temo|me preocupa|me da miedo) (?:\w+ )?(?:de |a )?lo ${Q} (?:yo )?(?:pueda|podria|pudiera|sea capaz de|soy capaz de|llegue a|llegaria a) hacer\b|\bmiedo de mi mism[oa]\b|\bno se (?:hasta donde|de lo que|lo que) (?:llegaria|seria capaz|podria hacer|puedo llegar)\b`,
      r`\b(?:me desconozco|no me reconozco|me ciego|pierdo el control|se me va la olla|se me cruzan los cables|me pongo como (?:loc[oa]|una fiera)|exploto)\b(?<=\b(?:enfad|enoj|cabre|rabia|ira|furia|colera|encabron|emputad|calient)\w*\b[^.]{0,150})|\b(?:enfad|enoj|cabre|rabia|ira|furia|colera|encabron|emputad)\w*\b[^.]{0,150}\b(?:me desconozco|no me reconozco|me ciego|pierdo el control|se me va la olla|se me cruzan los cables|exploto)\b`,
      r`\b(?:miedo|panico|me asusta|me aterra|temo|me da miedo) (?:de |a )?(?:\w+ ){0,2}(?:terminar|acabar) (?:lastimando|haciendo dano|pegando|hiriendo) (?:a )?\w+|\b(?:temo|miedo de|miedo a|me da miedo|me asusta) (?:\w+ ){0,3}(?:explotar|estallar|perder el control|hacer algo de lo ${Q} (?:me )?arrepienta)\b|\bhacer algo de lo ${Q} (?:me )?(?:arrepienta|arrepentiria)\b`,
      r`\b(?:ganas|impulso|impulsos) de (?:pegarle|golpear|romperle la cara|partirle la cara|matar|apunalar|hacerle dano) a (?:alguien|cualquiera|todo el mundo|la gente)\b`,
      r`\b(?:pensamientos|imagenes|ideas|impulsos|ganas) (?:\w+ )?de (?:empujar|lastimar|hacer dano|pegar|apunalar|matar|atropellar|tirar|golpear|herir) (?:a )?(?:la )?(?:gente|alguien|personas|otros|los demas|desconocidos|cualquiera)\b`,
      r`\b(?:estrelle|estampe|tire|lance|aviente|revente|rompi) (?:el|la|mi|un|una) (?:\w+ ){0,2}(?:contra|por) (?:la|el) (?:pared|suelo|piso|ventana|puerta)\b|\b(?:le )?di (?:un|una) (?:punetazo|patada|golpe|pina|trompada|cabezazo) (?:a|contra) (?:la|el) (?:pared|puerta|mesa|muro)\b|\bme preocupa ${Q} (?:un dia|algun dia) no sea\b`,
    ],
    physicalAbuse: [
      r`\b${ABUSER} (?:(?!no |nunca |jamas )\w+ ){0,4}me (?:pega|pego|pegaba|ha pegado|golpea|golpeo|golpeaba|ha golpeado|empuja|empujo|empujaba|patea|pateo|pateaba|abofetea|abofeteo|cachetea|cacheteo|zarandea|zarandeo|arrastra|arrastro|arrastraba|ahorca|ahorco|ahorcaba|estrangula|estrangulo|asfixia|asfixio|quema|quemo|encierra|encerro|encerraba|ha encerrado|maltrata|maltrataba|lastima|lastimo|lastimaba|agrede|agredio|ataco|ataca|madrea|madreo|cachetea|cacheteo|tira del pelo|tiro del pelo|jala del pelo|jalo del pelo|agarra del (?:pelo|cuello|brazo)|agarro del (?:pelo|cuello|brazo)|apreto el cuello|aprieta el cuello|dio (?:una|otra|la) (?:paliza|golpiza|madriza|putiza|tunda|zurra|bofetada|cachetada|pina|trompada|patada)|dio (?:un|otro) (?:punetazo|bofeton|golpe|cachetazo|rodillazo|cabezazo)|da (?:palizas|golpes)|rompio (?:la nariz|un diente|el labio|el brazo|una costilla)|levanto la mano|pone la mano encima|puso la mano encima|ha puesto la mano encima|(?:volvio|vuelve|ha vuelto) a (?:pegar|golpear|empujar|ahorcar|maltratar|agredir|patear|abofetear|lastimar|encerrar)|tiro (?:\w+ ){1,3}(?:a la cabeza|encima)|lanzo (?:\w+ ){1,3}(?:a la cabeza|contra mi)|dejo (?:el ojo morado|moretones|moratones|marcas))\b`,
      r`\bme (?:dio|ha dado|volvio a dar|dieron|han dado) (?:una|otra|la) (?:paliza|golpiza|madriza|putiza|tunda|zurra)\b|(?<!\bse )\bme (?:ha|han) (?:pegado|golpeado|ahorcado|estrangulado|maltratado|agredido|pateado|abofeteado)\b(?! (?:la|el|los|las|un|una) (?:gripe|resfriado|virus|covid|catarro|piojos|cancion|mania|habito|sol|chicle)\b)|\bme (?:volvio|vuelve|ha vuelto) a (?:pegar|golpear|ahorcar|estrangular|maltratar|agredir|patear|abofetear)\b|(?<!\bse )\bme (?:pegaba|golpeaba|maltrata|maltrataba)\b`,
      r`\bme (?:empujo|empujaba|ha empujado|empujaron|tiro|tiraba|ha tirado|arrojo|estampo|estampaba) (?:contra (?:la|el) (?:pared|suelo|piso|mesa|puerta|muro|armario)|al suelo|por (?:las|la) escaleras?)\b|\bme (?:encerro|encerraron|encierra|encierran|ha encerrado|han encerrado|tiene encerrad[oa]|dejo encerrad[oa])\b|\bme (?:levanto|levanta|ha levantado) la mano\b|\bme (?:puso|pone|ha puesto) la mano encima\b|\bme (?:agarro|agarra|cogio|coge) (?:del|por el) (?:cuello|pelo)\b|\bme (?:apreto|aprieta|apretaba) el cuello\b|\bme (?:arrastro|arrastra) (?:del|por el) pelo\b`,
      r`\b(?:moretones|moratones|cardenales|marcas|(?:el|un) (?:ojo|brazo|labio|pomulo) (?:morado|hinchado|partido|roto))\b(?=[^.]{0,150}\b(?:tapar\w*|esconder\w*|maquillaje|que no se (?:vean|note)|tapo|disimular\w*|sueter|manga larga)\b)|\b(?:sufro|sufri|vivo|viviendo|sufriendo|victima de) (?:\w+ )?(?:violencia (?:de genero|domestica|machista)|malos tratos|maltrato)\b|\bmiedo (?:de |a )?(?:volver|ir|regresar|llegar) a (?:mi )?casa\b|\bno (?:estoy|me siento) (?:a salvo|segur[oa]) en (?:mi )?casa\b`,
    ],
    sexualAssault: [
      r`\b(?:abuso|abusaron|abusa|abusaba|ha abusado|han abusado) (?:sexualmente )?de mi\b|\bme (?:violo|violaron|viola|violaba|ha violado|agredio sexualmente|agredieron sexualmente|drogo|drogaron|manoseo|manosearon|manosea|desnudo)\b|\b(?:fui|he sido|me han|me ha|fue) (?:violad[oa]|abusad[oa]|agredid[oa] sexualmente)\b`,
      r`\bme (?:obligo|obligaron|forzo|forzaron|obliga|obligan|obligaba|fuerza|forzaba|ha obligado|ha forzado)\b(?=\s*(?:[.,;!?]|$| a (?:tener (?:sexo|relaciones)|acostarme|hacer cosas|tocarl[oa]|besarl[oa]|chup|desnudarme|mandar fotos)))|\ble (?:dije|decia|pedi) ${Q} (?:no|parara|se detuviera)(?: \w+){0,3},? (?:y|pero) (?:no (?:paro|se detuvo|me hizo caso|hizo caso)|siguio)\b`,
      r`\bme (?:metio|metieron|mete) (?:la mano|mano|los dedos) (?:por debajo|debajo|dentro|bajo) (?:de )?(?:la|mi) (?:falda|ropa|blusa|camisa|pantalon|bragas|calzones|vestido|pollera)\b|\bme (?:toco|toca|tocaron|agarro|agarraron|manoseo) (?:el|la|los|las|mis) (?:culo|pecho|pechos|tetas|nalgas|entrepierna|partes|trasero|pompas)\b|\bme (?:toco|tocaron|toca) sin (?:mi )?(?:permiso|consentimiento|que yo quisiera)\b`,
      r`\bme (?:echaron|echo|pusieron|puso|metieron|metio) algo en (?:la|el|mi) (?:copa|bebida|trago|vaso|cubata|cerveza|refresco|chela)\b|\b(?:paso|hizo|hicieron|me hizo|me hicieron) (?:algo|cosas) ${Q} (?:yo )?no queria\b`,
    ],
    threatenedWithHarm: [
      r`\b(?:me )?(?:amenaza|amenazo|amenazaba|ha amenazado|sigue amenazando|amenazandome) (?:\w+ ){0,3}(?:con|de) (?:muerte|matarme|matar|hacerme dano|pegarme|quemar\w*|desfigurar\w*|quitarme (?:a )?(?:los ninos|mis hijos|la nena|el nene)|un cuchillo|una pistola|un arma|una navaja)\b|\bme tiene amenazad[oa]\b|\bamenazas? de muerte\b`,
      r`\b(?:dice|dijo|decia|me dijo|me dice|me escribio|me escribe|me manda\w*|me mando|me envio|diciendo|grita|gritaba|jura|juro|me juro|asegura) (?:\w+ ){0,4}${Q} (?:si \w+(?: \w+){0,4} )?me (?:va a |iba a )?(?:matar|mata|mataria|matara|hacer dano|pegar|quemar|apunalar|desfigurar|rajar)\b`,
      r`\bsi (?:\w+ ){0,2}(?:lo |la |le )?(?:dejo|dejara|dejaba|no vuelvo|no volvia|no regreso|no regresaba|me voy|me iba|me separo|me divorcio|denuncio|denunciaba|cuento algo|se lo cuento|llamo a la policia|salgo con otro|salgo con otra)(?: \w+){0,4} me (?:mata|matara|mataria|va a matar|iba a matar|hace algo|hara algo|va a hacer algo|desfigura|quema|rompe la cara|parte la cara)\b`,
      r`\b(?:mi|el|su) ${CONTROLLER} (?:\w+ ){0,3}me (?:va a|iba a) (?:matar|hacer dano|pegar)\b(?= (?:de verdad|en serio|esta vez|un dia de estos)|\s*(?:[.,;!?]|$)| si (?:\w+ ){0,2}(?:lo |la |le )?(?:dejo|no vuelvo|me voy|me separo|me divorcio|denuncio|se lo cuento|hablo))(?![^.]{0,150}\b(?:jaja\w*|jeje\w*|xd|broma)\b)`,
    ],
    coerciveControl: [
      r`\b(?:controla|revisa|mira|registra|me revisa|me mira|me controla|me quita|me quito|se queda con|se quedo con|me esconde) (?:todo )?(?:mi|el|mis|los|las) (?:dinero|plata|lana|sueldo|nomina|celular|movil|telefono|mensajes|whatsapp|correo|redes|cuenta|cuentas|tarjetas|ubicacion|gastos|llaves|documentos|pasaporte|dni)\b|\b(?:maneja|controla|administra) (?:toda la plata|todo el dinero|toda la lana|mi sueldo|el dinero|la plata)\b|\b(?:tiene|se queda con) (?:todas )?(?:las|mis) tarjetas\b`,
      r`(?<=\b(?:${CONTROLLER}|ella)\b[^.]{0,150})\bno me deja (?:salir|ver|trabajar|ir|hablar|quedar|tener|usar|vestir|estudiar)\b|\b(?:mi )?(?:${CONTROLLER}|ella)\b[^.]{0,150}?\bse (?:enoja|enfada|pone (?:muy )?(?:celoso|celosa|furioso|furiosa|como loco|como una fiera)) (?:mucho |muchisimo )?(?:si|cuando) (?:hablo|salgo|veo|llego tarde|me visto|quedo|miro)\b|(?<=\b(?:${CONTROLLER}|ella)\b[^.]{0,150})\bme (?:humilla|humillaba|insulta|insultaba|menosprecia|desprecia|trata como (?:basura|una mierda|un trapo|una basura))\b|\bme prohibe (?:ver|salir|hablar|trabajar|ir)\b|\bme (?:tiene|ha) (?:aislad[oa]|alejad[oa]|apartad[oa]) de\b|\bme (?:aislo|aisla|alejo|aleja|aparto|aparta) de (?:mis|mi) (?:amig|famil)\w*|\btengo ${Q} pedir(?:le)? permiso para\b`,
      r`\btengo ${Q} (?:justificar(?:le)?|rendir(?:le)? cuentas de|dar(?:le)? explicaciones de|explicar(?:le)?) (?:cada|todo|todos|mis|el|en que) (?:gasto|gastos|peso|euro|centimo|dinero|compra|donde|lo que|me gasto)\w*\b|\bme da (?:\d+ \w+|una paga|dinero) (?:a la|por) (?:semana|mes|dia)\b|\bcamin(?:o|ar) sobre (?:cascaras de huevo|vidrios)\b|\bando con pies de plomo\b`,
      r`\bme (?:acosa|acosaba|acecha|persigue|hostiga|stalkea)\b|\bme (?:espera|esperaba) (?:fuera|afuera|a la salida) (?:del|de mi|de la) (?:trabajo|casa|oficina|escuela|facultad|gym|gimnasio)\b|\bme (?:sigue|siguio|persigue|persiguio|acosa|acecha|vigila) (?:hasta|a la salida|a todas partes|todo el tiempo|por todos lados)\b|\b(?:estaba|esta|lo vi|la vi) (?:parad[oa]|esperando|plantad[oa]) (?:afuera|fuera|enfrente|delante) de mi (?:casa|trabajo|depa|piso|oficina)\b|\b(?:app|aplicacion|programa|localizador|gps|rastreador|airtag) (?:de )?(?:\w+ )?(?:en mi (?:movil|celular|telefono|coche|auto|carro|bolso)|${Q} no (?:instale|puse) yo)\b|\bme tiene localizad[oa]\b`,
    ],
    afraidOfPartner: [
      r`\b(?:le tengo|tengo|le tengo un poco de|le tengo mucho) (?:\w+ )?(?:miedo|panico|terror) (?:a|de) (?:mi )?${PARTNER}\b|\b(?:le tengo) (?:\w+ ){0,3}(?:miedo|panico|terror)\b(?=[^.]{0,150}\b(?:${PARTNER}|a el|de el|a ella|de ella|cuando (?:bebe|se enoja|se enfada|llega|toma|se emborracha))\b)|(?<=\b${PARTNER}\b[^.]{0,150})\ble tengo (?:\w+ ){0,3}(?:miedo|panico|terror)\b`,
      r`\b(?:miedo|panico) (?:de|a) (?:el|ella|mi ${PARTNER})\b(?! (?:examen|trabajo|proyecto|lunes|futuro))|\bando con miedo\b(?! (?:de|a|por) (?!el\b|ella\b|mi ${CONTROLLER}\b))|(?<=\b${PARTNER}\b[^.]{0,150})\bno me atrevo a (?:preguntarle|decirle|contarle|hablarle|llevarle la contraria|contradecirle|pedirle|dejarle|dejarlo|dejarla)\b`,
    ],
    chestPain: [
      r`${HEART_ATTACK}|` +
        r`\bdolor (?:muy fuerte |fuerte |intenso |opresivo |agudo |horrible )?(?:en el|de|del) pecho\b|\bme duele (?:muchisimo |mucho |un monton )?el pecho\b|\b(?:opresion|presion|punzada|peso) en el pecho\b|\bme (?:aprieta|oprime) el pecho\b|\b(?:tengo el|siento el) pecho (?:apretado|oprimido)\b`,
    ],
    cardiacSign: [
      r`${HEART_ATTACK}|` +
        r`\bbrazo izquierdo\b|\bsudando (?:mucho|muchisimo|frio|a mares)\b|\bsudor frio\b|\bnauseas\b(?=[^.]{0,150}\b(?:pecho|brazo|sudor|sudando|mandibula)\b)|(?<=\b(?:pecho|brazo|sudor|sudando)\b[^.]{0,150})\bnauseas\b|\bdolor (?:en|de) (?:la )?mandibula\b|\bse me va al brazo\b`,
    ],
    cannotBreathe: [
      r`\bno puedo respirar\b(?! (?:bien )?(?:por|con|de) (?:la )?(?:nariz|mascarilla|congestion|mocos|alergia|risa|el resfriado|este resfriado|esta alergia))|\bme cuesta (?:mucho )?respirar\b(?! (?:al|cuando) (?:subir|caminar|andar|hacer))|\bno me entra (?:el )?aire\b|\bme (?:falta|faltaba) (?:el )?aire\b(?! (?:al|cuando|si|despues de|de los nervios)\b)|\bme quedo sin aire\b(?! (?:al|cuando|si)\b)|\bme (?:estoy ahogando|ahogo)\b(?! (?:al|cuando|si) \w+| de (?:calor|risa)| en\b)|\bse me (?:esta )?cerr(?:a|ando) la garganta\b|\bse (?:me|le) (?:esta )?hinch(?:a|ando) (?:la garganta|la lengua|los labios)\b`,
      r`\b(?:no respira|no esta respirando|ha dejado de respirar|dejo de respirar)\b|\bse (?:esta )?(?:poniendo|puso) (?:azul|morad[oa])\b|\bse (?:esta )?(?:atragantando|asfixiando)\b`,
      r`\b(?:reaccion alergica|anafila\w*)\b(?=[^.]{0,150}\b(?:garganta|respir\w*|epipen|epinefrina|adrenalina|labios|hinch\w*)\b)|\bnecesito (?:mi |la |una )?(?:epipen|epinefrina|inyeccion de adrenalina)\b|\bno (?:traje|tengo|encuentro) (?:la |mi )?(?:epipen|epinefrina)\b`,
    ],
    strokeSign: [
      r`\b(?:me esta dando|le esta dando|creo ${Q} (?:tengo|tiene|es|le esta dando|me esta dando)|tiene|tengo) un (?:ictus|derrame(?: cerebral)?|acv|infarto cerebral|accidente cerebrovascular)\b`,
      r`\b(?:la cara|la boca|un lado de la cara) (?:caida|torcida|de lado|paralizada)\b|\bse (?:me|le) (?:ha )?(?:torcido|torcio|caido|cayo|descolgado|paralizado) (?:la boca|la cara|un lado de la cara|el labio)\b|\bno (?:le|me) salen las palabras\b|\b(?:habla raro|arrastra las palabras|balbucea)\b`,
      r`\bno puede hablar bien\b|\bno (?:se le )?entiende (?:lo que dice|nada)\b|\bno (?:puede|puedo) mover (?:el|la|un|medio) (?:brazo|pierna|cara|lado|cuerpo)\b|\bse (?:me|le) (?:ha )?(?:dormido|paralizado) (?:medio cuerpo|un lado del cuerpo)\b`,
    ],
    seizure: [r`\b(?:convulsion|convulsiones|convulsionando|convulsiona|crisis epileptica|ataque epileptico|ataque de epilepsia)\b`],
    unresponsive: [
      r`\b(?:desmay\w+|inconsciente|tirad[oa] en el (?:suelo|piso)|en el (?:suelo|piso)|se (?:cayo|desplomo)|se ha caido|perdio el conocimiento|no abre los ojos)\b[^.]{0,150}\bno (?:responde|reacciona|se despierta|despierta)\b|\bno (?:responde|reacciona|se despierta) (?:cuando|aunque|si) (?:le|la|lo) (?:hablo|llamo|toco|muevo|grito|sacudo)\b`,
      r`\bno (?:responde|reacciona|se despierta)\b[^.]{0,150}\b(?:en el (?:suelo|piso)|tirad[oa]|desmay\w+|inconsciente|no respira|respira (?:muy )?raro)\b|\b(?:esta|sigue|quedo|se quedo|lo encontre|la encontre) inconsciente\b|\bha perdido el conocimiento\b|\bperdio el conocimiento\b`,
    ],
    heavyBleeding: [
      r`\bno (?:para|deja|paraba|dejaba) de sangrar\b|\bsangr(?:a|ando) (?:mucho|muchisimo|a chorros|sin parar)\b|\b(?:muchisima|mucha|un monton de|demasiada|tanta) sangre\b|\bhay sangre por todas partes\b|\b(?:me desangro|se (?:esta )?desangr\w+)\b|\bchorre\w+ sangre\b|\bcharco de sangre\b|\bempape (?:\w+ ){0,2}(?:trapos|toallas|gasas|vendas|panuelos|servilletas)\b`,
    ],
    overdoseTaken: [
      r`\b(?:me tome|me he tomado|tome|he tomado|trague|me trague|me he tragado|me bebi|me meti|me inyecte|me puse) (?:como |unas |unos |casi |mas de |al menos |por lo menos )?(?:todas (?:las|mis)|todo el|todos (?:los|mis)|toda la|la caja entera|el bote entero|el frasco entero|\d{2,}|quince|veinte|treinta|cuarenta|cincuenta|un punado de|un monton de|demasiad[oa]s|el doble|el triple|doble|triple|media caja|una caja|un blister|un bote|un frasco|la caja|el bote|el frasco) (?:de )?(?:\w+ ){0,3}(?:${PILLS}|dosis|la caja|el bote|el frasco|del bote|de la caja|que (?:tenia|habia))\b`,
      r`\b(?:me tome|tome|tuve|he tenido|me meti|creo que tengo) una sobredosis\b|\bme (?:pase|he pasado) con (?:las|la) (?:${PILLS}|dosis)\b`,
      r`\b(?:${CHILD})\b[^.]{0,150}\bse (?:tomo|ha tomado|trago|ha tragado|comio|ha comido|bebio|ha bebido|metio en la boca|acaba de (?:tomar|tragar|comer|beber|meter en la boca)) (?:(?:las|unas|varias|muchas|todas|un monton de|\d+|no se cuantas) (?:\w+ ){0,2}${PILLS}|(?:\w+ ){0,4}(?:pila|pilas|bateria|iman|imanes|lejia|cloro|detergente|veneno|lavavajillas|desatascador|producto de limpieza|salfuman|amoniaco))\b`,
    ],
    worryingSymptom: [
      r`\bdolor de cabeza (?:muy )?(?:raro|fuerte|horrible|insoportable)\b(?=.*\b(?:veo|vista|borroso|cuello|vomit)\w*)|\bel peor dolor de cabeza\b|\bveo (?:borroso|doble)\b|\bvision borrosa\b|\bse me nubla la vista\b|\bhormigueo en (?:la cara|el brazo|un lado|la mitad|media cara)\b|\bse me (?:durmio|duerme) (?:media cara|la cara|un lado)\b|\bcasi me (?:desmayo|desmaye)\b|\bme (?:desmaye|he desmayado)\b`,
      r`\b(?:corazon (?:muy |super |re )?(?:acelerado|a mil|a cien|desbocado|disparado|irregular)|(?:el corazon )?me (?:da|daba|dio|esta dando) (?:saltos|vuelcos|brincos)|palpitaciones|taquicardia|arritmia)\b(?=[^.]{0,150}\b(?:mare\w*|desmay\w*|falta el aire|me cuesta respirar|sudor|sudando|dolor|hace (?:un rato|una hora|horas)|desde (?:hace|el|la|esta)|llevo)\b)`,
      r`(?<=\b(?:mare\w*|llevo \w+ \w+|desde (?:hace|el|la|esta) \w+)\b[^.]{0,150})\b(?:corazon (?:muy |super |re )?(?:acelerado|a mil|a cien|desbocado|disparado|irregular)|me (?:da|daba|dio) (?:saltos|vuelcos|brincos)|palpitaciones|taquicardia)\b`,
      r`\b(?:me ahogo|me falta el aire|me quedo sin aire|me cuesta respirar) (?:al|cuando) (?:subir|caminar|andar|hacer|me acuesto)\b|\b(?:tobillos|piernas|pies) (?:muy )?hinchad[oa]s\b`,
    ],
  },
  modifiers: {
    passed: [r`\bya se me (?:paso|ha pasado)\b|\bya (?:estoy|me siento) mejor\b|\b(?:luego|despues) se me pasa\b|\bya (?:se )?(?:paso|ha pasado)\b`],
    joking: [r`\b(?:jaja\w*|jeje\w*|jsjs\w*|ajaj\w*|es broma|en broma|xd|lol)\b`],
    leisure: [r`\b(?:puenting|escalada|escalar|caza|cazar|senderismo|paracaidismo|paracaidas|parapente|fotograf\w*|buceo|pesca|rapel|tirolesa|tirolina|turismo|excursion|alpinismo|barranquismo|kayak)\b`],
  },
  safe: [
    r`\b(?:estoy|ya estoy) (?:bien|a salvo|tranquil[oa]|segur[oa])\b`,
    r`\b(?:era|es) (?:una )?(?:forma de hablar|broma|manera de decir|expresion)\b|\bno lo decia en serio\b|\bno (?:voy a|pienso) hacer(?:me)? (?:nada|dano)\b|\bno te preocupes\b`,
  ],
  yes: [r`si\b`, r`a veces`, r`un poco`, r`creo que si`, r`la verdad es que si`, r`puede ser`, r`quizas`, r`tal vez`],
  no: [r`no\b(?! (?:puedo|aguanto|quiero|se|doy|tiene|veo))`, r`para nada`, r`nunca`, r`en absoluto`, r`claro que no`],
};
