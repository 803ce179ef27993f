import type { Lexicon } from './types.js';

const r = String.raw;

// Text is normalised: lower case, no accents (mí -> mi, suicidio, también...).
const PILLS = r`(?:pastillas?|pastis|pildoras?|comprimidos?|capsulas?|medicamentos?|medicinas?|remedios|somniferos?|ansioliticos?|antidepresivos?|calmantes|analgesicos?|paracetamol|ibuprofeno|aspirinas?|clonazepam|rivotril|diazepam|valium|alprazolam|lorazepam|tramadol|insulina|litio|orfidal|lexatin|trankimazin)`;
const HEIGHT = r`(?:puente(?: peatonal)?|azotea|techo|terraza|balcon|cornisa|barranco|acantilado|precipicio|edificio|piso \d+|ultimo piso|viaducto|mirador|paso elevado)`;
const TRACKS = r`(?:vias(?: del tren)?|via del tren|andén|anden|tren|metro|autopista|carretera)`;
const MEANS = r`(?:${PILLS}|cuerda|soga|cinturon|arma|pistola|revolver|escopeta|rifle|${HEIGHT}|${TRACKS}|veneno|lejia|carbon|gas|rio|mar)`;
const PERSON = r`(?:lo|la|le|les|los|el|ella|ellos|a (?:mi|ese|esa|este|esta) \w+|al (?:jefe|vecino|tipo|cabron|imbecil)|a alguien|mi (?:jefe|jefa|marido|esposo|esposa|mujer|pareja|novio|novia|ex|padre|madre|hermano|hermana|hijo|hija|bebe|nena|nene|companero|companera|vecino|vecina|cunado|cunada|suegro|suegra))`;
const ABUSER = r`(?:el|ella|mi (?:marido|esposo|esposa|mujer|pareja|novio|novia|ex|padre|papa|madre|mama|padrastro|madrastra|hermano|hermana|tio|tia|jefe|jefa|companero|primo|suegro)|un (?:amigo|companero|desconocido|tipo|hombre|chico|cliente)|una (?:amiga|companera|mujer)|alguien)`;

export const es: Lexicon = {
  harmless: [
    r`\b(?:me|nos) (?:esta|estan|va a|van a) matando\b|\bme mata(?:n)? (?:el|la|este|esta|tanto)\b`,
    r`\bme muero (?:de|por) (?:la )?(?:risa|ganas|hambre|sueno|verguenza|calor|frio|aburrimiento|curiosidad|amor|envidia)\b|\b(?:casi )?me muero de risa\b|\bmuert[oa]s? de (?:cansancio|risa|hambre|sueno|miedo|frio|calor|verguenza|aburrimiento|envidia)\b`,
    r`\bmorirme de (?:risa|ganas|hambre|verguenza)\b|\bme mori de (?:risa|verguenza)\b`,
    r`\bsuicidio (?:profesional|politico|social|laboral|comercial|economico)\b`,
    r`\bmatar (?:el|ese|este|aquel|un|una|la|esa|esta) (?:\w+ )?(?:proyecto|tiempo|idea|reunion|producto|programa|rato|plan)\b|\bmatar el tiempo\b|\bmatar(?:la|lo)s? (?:en|con) (?:la|el) (?:presentacion|examen|partido)\b`,
    r`\b(?:tire|tiro|tiramos|tirar|tiraste) (?:\w+ )?(?:triples|tiros|a canasta|penales|penaltis)\b|\bmeti (?:\w+ )?(?:triples|goles|canastas)\b`,
    r`\b(?:novela|pelicula|serie|libro|documental|podcast) (?:negra|policiaca|de crimenes|de terror|de guerra|sobre (?:un|una) asesin\w+)\b|\bnovela negra\b|\bmatan al\b`,
    r`\b(?:recortar|recorte|recortes|despedir|despido|despidos) (?:de )?(?:\w+ )?(?:presupuesto|personal|gastos|plantilla|costes|costos|\d+)?\b`,
    r`\bquemad[oa] (?:con|por) el (?:laburo|trabajo|curro)\b|\bre quemad[oa]\b|\bestoy quemad[oa]\b`,
    r`\bme (?:mato|matare) (?:a )?(?:estudiar|trabajar|correr|entrenar)\b|\bte (?:mato|matare)\b(?=.*\b(?:jaja|broma)\b)`,
  ],
  someoneElse: r`\b(?:el|ella|ellos|ellas|lo|su|sus|mi (?:amigo|amiga|hermano|hermana|madre|padre|mama|papa|hijo|hija|primo|prima|tio|tia|companero|companera|jefe|jefa|pareja|novio|novia|vecino|vecina|abuelo|abuela|cliente|clienta)|un (?:amigo|companero|cliente|chico|conocido)|una (?:amiga|companera|clienta|chica|conocida)|alguien|curso|formacion|taller|documental|pelicula|libro|novela|prevencion|voluntariado|voluntari[oa])\b`,
  speaker: r`\b(?:yo|me|mi|mis|conmigo)\b`,
  negation: r`\b(?:no|nunca|jamas|ni|tampoco|nada de)\b`,
  negationReach: 2,
  concepts: {
    suicideThoughts: [
      r`\b(?:suicidarme|suicidandome|me suicido|me suicidare|me voy a suicidar|quiero suicidarme|pienso en suicidarme|intentar suicidarme)\b`,
      r`\b(?:quitarme|quitandome|me quite|me quito|me voy a quitar) la vida\b|\b(?:acabar|terminar|termino|acabo) con (?:mi vida|todo de una vez|mi existencia)\b|\bponer fin a mi vida\b`,
      r`\b(?:matarme|me voy a matar|me mato|me matare|me quiero matar|quiero matarme|pensando en matarme)\b(?! (?:a|de) (?:estudiar|trabajar|risa|correr))`,
      r`\b(?:suicidio|suicida|pensamientos suicidas|ideas suicidas|ideacion suicida)\b`,
      r`\b(?:formas|maneras|metodos) de (?:quitarse la vida|suicidarse|matarse|morir)\b`,
      r`\b(?:se acaba|se acabe|que se acabe) todo\b|\bacabar con esto (?:de una vez|para siempre)?\b`,
    ],
    deathWish: [
      r`\b(?:quiero|quisiera|me gustaria|deseo|prefiero|preferiria) (?:\w+ )?(?:morir|morirme|estar muert[oa]|desaparecer para siempre|dejar de existir|no existir|no despertar(?:me)?)\b`,
      r`\bojala (?:me muriera|me muera|estuviera muert[oa]|no despertara|no me despierte|no hubiera nacido|no existiera|desapareciera para siempre)\b`,
      r`\b(?:no quiero|ya no quiero|no tengo ganas de) (?:seguir )?(?:vivir|viviendo|estar viv[oa]|despertar(?:me)?|existir|estar aqui)\b`,
      r`\b(?:lo mejor|mejor) (?:seria|es|sería) (?:morirme|morir|estar muert[oa]|que me muera|desaparecer)\b`,
      r`\b(?:estaria|estarian|estarias|estaria|vivirian|serian|estaran) (?:\w+ )?mejor sin mi\b|\bmejor sin mi\b`,
      r`\b(?:cansad[oa]|hart[oa]) de (?:vivir|estar viv[oa]|la vida|existir)\b|\bpara no despertar(?:me)?\b|\bno despertar(?:me)? (?:mas|nunca)\b`,
    ],
    finalAbsence: [
      r`\b(?:ya )?no (?:voy a |vaya a )?estar(?:e)? (?:aqui|mas|para)\b|\bcuando (?:ya )?no este\b|\bcuando me haya ido\b|\bdespues de que me vaya\b`,
      r`\b(?:me voy|me ire|me despido) para siempre\b|\beste es mi adios\b|\b(?:solo )?queria despedirme\b|\bgracias por todo\b`,
      r`\bya no (?:lo|las|los|la) voy a necesitar\b|\bno (?:lo|las|los|la) (?:voy a necesitar|necesitare) (?:mas|donde voy)\b`,
    ],
    jumpOrHang: [
      r`\b(?:tirarme|me tiro|lanzarme|me lanzo|arrojarme|me arrojo|me voy a tirar|me tirare) (?:\w+ )?(?:del|de la|de un|de una|por la|por el|al|a las|a la|desde|bajo el|delante del)\b`,
      r`\b(?:colgarme|ahorcarme|me cuelgo|me ahorco|me voy a colgar|ahogarme|envenenarme)\b`,
    ],
    means: [r`\b${MEANS}\b`],
    lethality: [
      r`\b(?:cuant[oa]s|cuanto) (?:\w+ ){0,3}(?:hacen falta|hace falta|se necesitan|necesito|serian|son) (?:para|pa) (?:morir|no despertar|matar|que sea mortal|acabar)\b`,
      r`\bdosis (?:letal|mortal|toxica)\b|\b(?:que|sin que) no duela\b|\bforma (?:mas )?(?:rapida|facil|indolora|segura) de\b|\b(?:sin|que no) (?:duela|duelan|sufrir)\b`,
      r`\b(?:buscando|busque|busco|leyendo|lei|investigando|investigue|googleando|googlee) (?:\w+ )?(?:formas|maneras|metodos|dosis|cuantas|como)\b`,
    ],
    acquired: [r`\b(?:compre|comprando|consegui|conseguido|pille|junte|saque|me hice con|he comprado|he conseguido|fui a) (?:\w+ ){0,4}(?:${PILLS}|cuerda|soga|pistola|arma|escopeta|farmacias)\b`],
    stockpile: [r`\b(?:guardando|juntando|acumulando|ahorrando|almacenando|escondiendo|he guardado|he juntado|llevo meses guardando) (?:\w+ ){0,3}${PILLS}\b|\b(?:una caja|un cajon|una bolsa) llen[oa] de ${PILLS}\b`],
    farewell: [
      r`\bcartas? de despedida\b|\bnotas? de despedida\b|\bvideo de despedida\b|\bmensaje de despedida\b`,
      r`\b(?:escribi|he escrito|deje|grabe) (?:\w+ ){0,4}(?:cartas?|notas?|un video|mensajes?) (?:para|a) (?:cada|mis|mi|todos)\b(?=.*\b(?:cuando|despues|despedida|no este|adios)\b)|\bdespedirme de (?:todos|ti|mi|mis)\b`,
    ],
    affairsInOrder: [
      r`\b(?:regale|regalando|he regalado|di|doy|repartiendo|reparti) (?:todas )?(?:mis cosas|mi ropa|mis libros|todo lo que tengo|mis pertenencias)\b|\bquien se queda con (?:mis cosas|mi gato|mi perro|todo)\b`,
      r`\b(?:el gato|la gata|el perro|la perra|mi gato|mi perro|mi gata|mi perra|la compu|mis cosas) (?:para|a|se lo dejo a|con) (?:mi|mis|la|el) \w+\b|\b(?:hice|ya hice|tengo hecha) (?:la lista|el testamento)\b`,
      r`\b(?:deje|dejo|dejando) (?:todo )?(?:en orden|arreglado|mis papeles en orden)\b`,
    ],
    plan: [
      r`\b(?:ya )?lo tengo (?:decidido|planeado|pensado|claro)\b|\bya (?:lo )?decidi\b|\b(?:tengo|ya tengo) (?:un )?plan\b|\besta vez si\b|\bya elegi (?:el dia|la fecha|el lugar|como)\b`,
      r`\blo haria con\b|\b(?:se|se muy bien) como lo (?:haria|voy a hacer)\b|\bsi (?:alguna vez )?lo hiciera\b`,
      r`\bcuando (?:mis \w+|mi \w+|el|ella|ellos) se vayan?\b`,
    ],
    soon: [r`\b(?:esta noche|manana|hoy|este fin de semana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|ahora mismo|ya mismo)\b`],
    atTheEdge: [
      r`\b(?:estoy|sigo|aqui|me encuentro|parad[oa]|sentad[oa]) (?:\w+ )?(?:arriba del|en el|en la|encima del|al borde del|al borde de la|frente a las|junto a las|en las) (?:\w+ )?(?:${HEIGHT}|vias|anden|autopista|rio|barranco)\b`,
      r`\bviendo pasar los (?:carros|coches|trenes)\b|\bmirando (?:hacia )?abajo\b`,
    ],
    takeItAll: [r`\b(?:me las tomo|tomarmelas|me voy a tomar|tomarme|me tomare|voy a tomar) (?:\w+ )?(?:todas|todo|la caja entera|el bote entero|el frasco entero)\b|\bme (?:las|los) tomo tod[oa]s\b`],
    toEndIt: [r`\bpara (?:acabar|terminar) con (?:esto|todo|mi vida)\b|\b(?:y|para que) se acab[ae] todo\b|\bpara no despertar\b|\bpara morir(?:me)?\b`],
    ominousPurpose: [r`\b(?:ya )?sabes (?:muy bien )?para que\b|\bno es para (?:protegerme|cazar|defensa)\b|\bes para mi\b`],
    hopeless: [
      r`\bno (?:doy|puedo) mas\b|\bno aguanto mas\b|\b(?:ya )?no (?:le )?(?:veo|encuentro|tiene) (?:ningun |el )?sentido\b|\bnada tiene sentido\b|\bsin salida\b|\bno hay salida\b|\bno veo salida\b`,
      r`\bpara que sigo\b|\b(?:que|para que) seguir\b|\bno (?:quiero|puedo) seguir (?:asi|con todo esto|con esto|adelante)\b|\bno tiene sentido seguir\b|\bya no quiero seguir\b`,
      r`\b(?:atrapad[oa]|sin esperanza|desesperad[oa]|vaci[oa] por dentro)\b|\bque pare (?:este|el) dolor\b|\b(?:me rindo|me he rendido)\b|\bnada (?:me )?importa\b`,
    ],
    burden: [r`\b(?:una|un) (?:carga|estorbo|lastre|peso) para (?:todos|todo el mundo|mi familia|ellos|los demas)\b|\bsoy (?:una|un) (?:carga|estorbo)\b`],
    disappear: [r`\b(?:me gustaria|quiero|quisiera|ojala pudiera) (?:\w+ )?desaparecer\b|\bque nadie me (?:busque|encuentre)\b|\bsi desapareciera nadie\b|\bdormir (?:semanas|meses|para siempre)\b`],
    pastAttempt: [r`\b(?:intente|intento de) (?:suicidarme|quitarme la vida|matarme|suicidio)\b(?=.*\b(?:hace|anos|cuando tenia|de joven|adolescente)\b)|\bhace (?:\w+ )?anos,? (?:\w+ )?(?:intente|trate de) (?:suicidarme|quitarme la vida|matarme)\b`],
    selfInjury: [
      r`\b(?:me (?:volvi a |he vuelto a )?(?:corte|cortado|queme|quemado|lastime|lastimado|golpee|golpeado|arañe|arane|rasgue)|volvi a cortarme|cortarme|me corto|me quemo)\b(?! (?:cocinando|sin querer|por accidente|con el horno|afeitandome))`,
      r`\b(?:autolesion\w*|autolesione|autolesionarme)\b|\bme hice (?:dano|cortes|heridas)\b(?! sin querer)`,
      r`\bme (?:volvi|he vuelto|vuelvo|volvere) a (?:cortar|quemar|lastimar|golpear|hacer dano|rajar)\b|\bvolvi a cortarme\b`,
    ],
    selfInjuryNow: [r`\b(?:voy a|quiero|necesito) (?:cortarme|hacerme dano|quemarme)\b(?=.*\b(?:ahora|ya|esta noche|cuchilla|navaja)\b)|\b(?:tengo|con) (?:la|una) (?:cuchilla|navaja|hoja de afeitar) (?:en la mano|aqui|ahora)\b`],
    selfInjuryUrge: [r`\bganas de (?:cortarme|hacerme dano|lastimarme|quemarme|autolesionarme)\b|\b(?:pienso|pensando|pense) (?:en|otra vez en) (?:cortarme|hacerme dano|autolesion\w*)\b`],
    deservePain: [r`\bmerezco (?:un )?(?:castigo|sufrir|dolor|que me duela)\b|\b(?:me merezco|merezco) (?:sufrir|el dolor)\b`],
    selfInjuryHint: [r`\bmangas largas (?:otra vez|con este calor)\b|\b(?:meses|semanas) (?:limpi[oa]|sin hacerlo)\b`],
    threatToHarm: [
      r`\b(?:le|lo|la) (?:parto|rompo|reviento|mato|apuñalo|apunalo|pego|vuelo) (?:la cara|la cabeza|el alma|los dientes|las piernas|a palos|un tiro)?\b(?=.*\b(?:si|como|vuelve|juro|voy)\b)|\b(?:voy a|juro que voy a|te juro que) (?:matar(?:lo|la|le)|apunalar(?:lo|la)|romper(?:le)|partir(?:le)|pegar(?:le)|hacer(?:le) dano|reventar(?:lo|le))\b`,
      r`\b(?:matar|apunalar|reventar|partirle la cara a|romperle la cara a) (?:${PERSON})\b(?=.*\b(?:voy|juro|si)\b)|\bse las va a ver conmigo\b|\bme las va a pagar\b`,
    ],
    weaponForSomeone: [r`\b(?:el bate|un bate|la navaja|un cuchillo|el cuchillo|la pistola|el arma) (?:en el coche|en el carro|en la mochila|en el bolso|preparad[oa]|para cuando)\b|\b(?:ya )?tengo el (?:bate|cuchillo|arma)\b`],
    goingAfterSomeone: [r`\b(?:voy|ire|estoy yendo|voy camino) (?:a|hacia) (?:su casa|su piso|su trabajo|donde vive)\b|\b(?:lo|la) espero (?:afuera|a la salida|en su puerta)\b`],
    harmToChild: [r`\bganas de (?:zarandear|sacudir|pegar|golpear)(?:la|lo|le)\b|\bmiedo de (?:hacerle|hacerles) (?:algo|dano)\b|\b(?:la|lo) (?:agarre|sacudi|zarandee) (?:muy|demasiado) fuerte\b`],
    fearOfOwnAnger: [r`\bmiedo (?:de|a) (?:terminar|acabar) (?:lastimando|haciendo dano|pegando)\b|\bme desconozco\b|\bmiedo de lo que (?:pueda|podria) hacer\b|\bmiedo de mi mism[oa]\b`],
    physicalAbuse: [
      r`\b${ABUSER} (?:\w+ )?(?:me (?:pega|pego|golpea|golpeo|empujo|empuja|ahorco|ahorca|estrangulo|estrangula|patea|pateo|abofeteo|abofetea|encerro|encierra|tiro|lastimo|maltrata|maltrato|agredio|agrede|dio una paliza|da palizas|dio un punetazo|dio una bofetada|quemo|arrastro|agarro del cuello))\b`,
      r`\bme (?:dio|da|han dado|dieron) una paliza\b|\b(?:tengo|con) el ojo morado\b|\bmoretones\b|\bviolencia (?:de genero|domestica|machista)\b|\bme maltrata\b|\bmiedo de volver a casa\b|\bno estoy a salvo en (?:mi )?casa\b`,
    ],
    sexualAssault: [r`\b(?:abuso|abusaron|abusa) de mi\b|\bme (?:violo|violaron|viola|agredio sexualmente|agredieron sexualmente|toco sin|obligo a|drogo)\b|\b(?:fui|he sido|me han) (?:violad[oa]|abusad[oa]|agredid[oa] sexualmente)\b`],
    threatenedWithHarm: [r`\b(?:me va a|me amenaza con|amenaza con|dice que me va a|diciendo que me va a|me dijo que me iba a) (?:matar|hacer dano|pegar|quemar|apuñalar|apunalar|encontrar)\b|\bmatarme si\b`],
    coerciveControl: [r`\b(?:controla|revisa|mira|me revisa|me mira|me controla) (?:todo )?(?:mi|el|mis) (?:dinero|celular|movil|telefono|mensajes|cuenta|ubicacion|gastos)\b|\bno me deja (?:ver|salir|hablar|trabajar|ir)\b|\bse enoja si (?:hablo|salgo|veo)\b`],
    afraidOfPartner: [r`\b(?:le tengo|tengo) (?:\w+ )?miedo (?:a mi (?:pareja|marido|esposo|novio|novia|ex))?\b(?=.*\b(?:pareja|marido|esposo|novio|novia|ex|el|ella)\b)|\bmiedo (?:de|a) (?:el|mi pareja|mi marido|mi novio)\b`],
    chestPain: [r`\b(?:me esta dando|tengo|me dio) un (?:infarto|ataque al corazon)\b|`+r`\bdolor (?:muy fuerte |fuerte )?(?:en el|de) pecho\b|\bme duele (?:muchisimo |mucho )?el pecho\b|\bopresion en el pecho\b`],
    cardiacSign: [r`\b(?:me esta dando|tengo|me dio) un (?:infarto|ataque al corazon)\b|`+r`\bbrazo izquierdo\b|\bsudando (?:mucho|frio)\b|\bsudor frio\b|\bnauseas\b`],
    cannotBreathe: [r`\bno puedo respirar\b|\bme cuesta (?:mucho )?respirar\b|\bme ahogo\b|\bse me cierra la garganta\b|\bno (?:respira|esta respirando)\b`],
    strokeSign: [r`\b(?:la cara|la boca) (?:caida|torcida|se le cayo)\b|\bno puede hablar bien\b|\bno (?:se le )?entiende (?:lo que dice|nada)\b|\bno (?:puede|puedo) mover (?:el|la) (?:brazo|pierna|cara)\b`],
    seizure: [r`\b(?:convulsion|convulsiones|convulsionando|crisis epileptica|ataque epileptico)\b`],
    unresponsive: [r`\b(?:se ha desmayado|se desmayo|esta inconsciente|no responde|no reacciona|inconsciente)\b(?=.*\b(?:no responde|no reacciona|inconsciente)\b)|\bno responde\b|\binconsciente\b`],
    heavyBleeding: [r`\bno (?:para|deja) de sangrar\b|\bsangrando mucho\b|\bmucha sangre\b|\bhay sangre por todas partes\b`],
    overdoseTaken: [r`\b(?:me tome|se tomo|tome|me he tomado|se ha tomado|trague|me trague) (?:\w+ ){0,2}(?:todas|todo|la caja|el bote|el frasco|\d{2,}|veinte|treinta|un punado de|demasiadas)?\s?(?:\w+ )?(?:${PILLS}|el bote|la caja)\b`],
    worryingSymptom: [r`\bdolor de cabeza (?:muy )?(?:raro|fuerte|horrible)\b(?=.*\b(?:veo|vista|borroso|cuello|vomit)\w*)|\bveo borroso\b|\bse me durmio (?:media )?cara\b|\bcorazon (?:acelerado|irregular)\b|\bcasi me desmayo\b`],
  },
  modifiers: {
    passed: [r`\bya se me (?:paso|ha pasado)\b|\bya (?:estoy|me siento) mejor\b`],
    joking: [r`\b(?:jaja\w*|jeje\w*|es broma|en broma|xd)\b`],
    leisure: [r`\b(?:puenting|escalada|escalar|caza|cazar|senderismo|paracaidismo|parapente|fotograf\w*|buceo|pesca|rapel|tirolesa|turismo)\b`],
  },
  safe: [
    r`\b(?:estoy|ya estoy) (?:bien|a salvo|tranquil[oa]|segur[oa])\b`,
    r`\b(?:era|es) (?:una )?(?:forma de hablar|broma|manera de decir|expresion)\b|\bno lo decia en serio\b|\bno (?:voy a|pienso) hacer(?:me)? (?:nada|dano)\b|\bno te preocupes\b`,
  ],
  yes: [r`si\b`, r`a veces`, r`un poco`, r`creo que si`, r`la verdad es que si`, r`puede ser`, r`quizas`, r`tal vez`],
  no: [r`no\b(?! (?:puedo|aguanto|quiero|se|doy|tiene|veo))`, r`para nada`, r`nunca`, r`en absoluto`, r`claro que no`],
};
