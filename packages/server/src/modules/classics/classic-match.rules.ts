// Issue 27: when a car is on the Full Classic list. An entry covers a make's cars of its years: all of them when it
// names no series, else those whose model names the series ("Series 452" covers a "V-16 Series 452 Roadster"),
// whatever the letters' case.

export interface ListedCar {
  id: number;
  makeId: number;
  year: number;
  model: string;
}

export interface ListEntry {
  makeId: number;
  series: string | null;
  firstYear: number;
  lastYear: number;
}

const folded = (text: string) => text.trim().toLowerCase();

export function coversCar(entry: ListEntry, car: Omit<ListedCar, "id">): boolean {
  if (entry.makeId !== car.makeId) return false;
  if (car.year < entry.firstYear || car.year > entry.lastYear) return false;
  return entry.series === null || folded(car.model).includes(folded(entry.series));
}

/**
 * The entry the car is on the list by: one naming its series says more than a whole make's, so it wins; among
 * equals, the first in the list's order.
 */
export function entryCovering<Entry extends ListEntry>(
  entries: readonly Entry[],
  car: Omit<ListedCar, "id">,
): Entry | undefined {
  const covering = entries.filter((entry) => coversCar(entry, car));
  return covering.find((entry) => entry.series !== null) ?? covering[0];
}
