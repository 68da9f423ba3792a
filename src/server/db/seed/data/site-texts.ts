import type { Locale } from '@/shared/constants';

/** A demo site's landing texts in every language (the headline keeps the "Name – " prefix of <title>). */
export type DemoSiteTexts = { index_title: Record<Locale, string>; description: Record<Locale, string> };

export const AMORA_TEXTS: DemoSiteTexts = {
  index_title: {
    nl: 'Amora – daten en chatten met singles bij jou in de buurt',
    en: 'Amora – dating and chat with singles near you',
    de: 'Amora – Dating und Chat mit Singles in deiner Nähe',
    fr: 'Amora – rencontres et chat avec des célibataires près de chez toi',
    es: 'Amora – citas y chat con solteros cerca de ti',
    it: 'Amora – incontri e chat con single vicino a te',
    pl: 'Amora – randki i czat z singlami z twojej okolicy',
    da: 'Amora – dating og chat med singler i nærheden af dig',
    no: 'Amora – dating og chat med singler i nærheten av deg',
    sv: 'Amora – dejting och chatt med singlar nära dig',
    fi: 'Amora – deittailua ja chattailua lähelläsi asuvien sinkkujen kanssa',
  },
  description: {
    nl: 'Maak gratis een profiel aan, zoek leden in jouw regio en begin vandaag nog een gesprek.',
    en: 'Create a free profile, find members in your area and start a conversation today.',
    de: 'Erstelle kostenlos ein Profil, finde Mitglieder in deiner Region und beginne noch heute ein Gespräch.',
    fr: 'Crée gratuitement ton profil, trouve des membres dans ta région et lance une conversation dès aujourd’hui.',
    es: 'Crea gratis tu perfil, encuentra miembros en tu zona y empieza a hablar hoy mismo.',
    it: 'Crea gratis il tuo profilo, trova iscritti nella tua zona e inizia una conversazione già oggi.',
    pl: 'Załóż darmowy profil, znajdź osoby ze swojego regionu i zacznij rozmowę jeszcze dziś.',
    da: 'Opret en gratis profil, find medlemmer i dit område, og start en samtale allerede i dag.',
    no: 'Lag en gratis profil, finn medlemmer i ditt område og start en samtale allerede i dag.',
    sv: 'Skapa en gratis profil, hitta medlemmar i ditt område och börja prata redan i dag.',
    fi: 'Luo ilmainen profiili, löydä jäseniä omalta alueeltasi ja aloita keskustelu jo tänään.',
  },
};

export const AMORA_MEN_TEXTS: DemoSiteTexts = {
  index_title: {
    nl: 'Amora Men – gay daten en chatten',
    en: 'Amora Men – gay dating and chat',
    de: 'Amora Men – Gay-Dating und Chat',
    fr: 'Amora Men – rencontres gay et chat',
    es: 'Amora Men – citas gay y chat',
    it: 'Amora Men – incontri gay e chat',
    pl: 'Amora Men – randki gejowskie i czat',
    da: 'Amora Men – gay dating og chat',
    no: 'Amora Men – gay dating og chat',
    sv: 'Amora Men – gaydejting och chatt',
    fi: 'Amora Men – homodeittailua ja chattailua',
  },
  description: {
    nl: 'Ontmoet mannen bij jou in de buurt: maak gratis een profiel aan, zoek per regio en begin vandaag nog te chatten.',
    en: 'Meet men near you: create a free profile, search by region and start chatting today.',
    de: 'Triff Männer in deiner Nähe: Erstelle kostenlos ein Profil, suche nach Region und chatte noch heute los.',
    fr: 'Rencontre des hommes près de chez toi : crée gratuitement ton profil, cherche par région et commence à discuter dès aujourd’hui.',
    es: 'Conoce a hombres cerca de ti: crea gratis tu perfil, busca por zona y empieza a chatear hoy mismo.',
    it: 'Conosci uomini vicino a te: crea gratis il tuo profilo, cerca per zona e inizia a chattare già oggi.',
    pl: 'Poznaj mężczyzn ze swojej okolicy: załóż darmowy profil, szukaj według regionu i zacznij czatować jeszcze dziś.',
    da: 'Mød mænd i nærheden af dig: opret en gratis profil, søg efter område, og begynd at chatte allerede i dag.',
    no: 'Møt menn i nærheten av deg: lag en gratis profil, søk etter område og begynn å chatte allerede i dag.',
    sv: 'Träffa män nära dig: skapa en gratis profil, sök efter område och börja chatta redan i dag.',
    fi: 'Tapaa miehiä läheltäsi: luo ilmainen profiili, hae alueen mukaan ja aloita chattailu jo tänään.',
  },
};
