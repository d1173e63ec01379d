import type { Rng } from './prng.ts';

const FIRST = [
  'JAMES', 'MARIA', 'ROBERT', 'LINDA', 'DAVID', 'JENNIFER', 'CARLOS', 'PATRICIA', 'MICHAEL', 'ELIZABETH', 'JOSE', 'SUSAN',
  'WILLIAM', 'JESSICA', 'RICHARD', 'SARAH', 'THOMAS', 'KAREN', 'DANIEL', 'NANCY', 'LUIS', 'LISA', 'KEVIN', 'BETTY',
  'BRIAN', 'SANDRA', 'MIGUEL', 'ASHLEY', 'JASON', 'EMILY', 'ANTHONY', 'DONNA', 'TYLER', 'MEGAN', 'ERIC', 'ROSA', 'AARON', 'HANNAH',
];
const LAST = [
  'SMITH', 'JOHNSON', 'WILLIAMS', 'BROWN', 'JONES', 'GARCIA', 'MILLER', 'DAVIS', 'RODRIGUEZ', 'MARTINEZ', 'HERNANDEZ',
  'LOPEZ', 'GONZALEZ', 'WILSON', 'ANDERSON', 'THOMAS', 'TAYLOR', 'MOORE', 'JACKSON', 'MARTIN', 'LEE', 'PEREZ', 'THOMPSON',
  'WHITE', 'HARRIS', 'SANCHEZ', 'CLARK', 'RAMIREZ', 'LEWIS', 'ROBINSON', 'WALKER', 'YOUNG', 'ALLEN', 'KING', 'NGUYEN',
  'SCOTT', 'HILL', 'FLORES', 'GREEN', 'ADAMS', 'NELSON', 'BAKER', 'HALL', 'RIVERA', 'CAMPBELL', 'MITCHELL', 'CARTER', 'ROBERTS',
];
const ADJECTIVES = [
  'BLUE', 'RUSTY', 'GOLDEN', 'SILVER', 'LITTLE', 'OLD', 'RED', 'GREEN', 'LUCKY', 'HAPPY', 'WILD', 'SUNNY', 'IRON', 'COPPER',
  'CEDAR', 'MAPLE', 'OAK', 'RIVER', 'HILLTOP', 'MAIN STREET', 'NORTHSIDE', 'EASTSIDE', 'UPTOWN', 'HARBOR', 'PRAIRIE',
];
const NOUNS = [
  'SPOON', 'HERON', 'DRAGON', 'BEAR', 'FOX', 'OWL', 'ANCHOR', 'LANTERN', 'KETTLE', 'BARREL', 'PINE', 'ROOSTER', 'CACTUS',
  'BISON', 'COMPASS', 'HAMMER', 'SPARROW', 'TORTILLA', 'LOTUS', 'OLIVE', 'PEPPER', 'MESA', 'WILLOW', 'FALCON',
];

export const person = (rng: Rng) => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
export const surname = (rng: Rng) => rng.pick(LAST);
/** A local business name: "RUSTY SPOON CAFE", "CEDAR FOX HARDWARE". */
export const localName = (rng: Rng, kinds: readonly string[]) => `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} ${rng.pick(kinds)}`;
