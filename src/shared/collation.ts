// Lists people read are sorted the way their language sorts: "Île-de-France" among the I's in
// French, "Łódzkie" after "Lubuskie" in Polish. Code-point order puts both at the end.
const collators = new Map<string, Intl.Collator>();

export function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}

/** A sorted copy of `items`, compared by `name` in the language of `locale`. */
export function sortByName<T>(items: readonly T[], locale: string, name: (item: T) => string): T[] {
  const collator = collatorFor(locale);
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}
