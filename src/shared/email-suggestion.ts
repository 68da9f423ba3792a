// §5 'Bedoelde je …': suggest the intended address when the domain looks like a typo of a common one.

const COMMON_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.nl',
  'hotmail.de',
  'hotmail.fr',
  'hotmail.it',
  'hotmail.es',
  'hotmail.co.uk',
  'outlook.com',
  'outlook.nl',
  'outlook.de',
  'live.com',
  'live.nl',
  'live.be',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.de',
  'yahoo.it',
  'yahoo.es',
  'yahoo.co.uk',
  'icloud.com',
  'me.com',
  'msn.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'home.nl',
  'xs4all.nl',
  'telenet.be',
  'skynet.be',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'web.de',
  't-online.de',
  'bluewin.ch',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'sfr.fr',
  'wanadoo.fr',
  'libero.it',
  'virgilio.it',
  'alice.it',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'btinternet.com',
  'sky.com',
  'eircom.net',
  'bigpond.com',
  'xtra.co.nz',
  'shaw.ca',
  'rogers.com',
  'sympatico.ca',
  'comcast.net',
  'verizon.net',
];

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = current;
    }
  }
  return row[b.length];
}

/** The corrected address, or null when the domain is known or not close to a common one. */
export function suggestEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const domain = email.slice(at + 1).toLowerCase();
  if (!domain || COMMON_DOMAINS.includes(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of COMMON_DOMAINS) {
    const distance = editDistance(domain, candidate);
    if (distance > 0 && distance <= 2 && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best ? `${email.slice(0, at)}@${best.domain}` : null;
}
