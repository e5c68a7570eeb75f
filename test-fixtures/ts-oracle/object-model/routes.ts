// Objects as JavaScript has them: key order (array indices first), accessors with setters, static blocks that see
// their class, methods that are not own properties, `delete`, `in`, `instanceof`, compound and bitwise operators,
// array writes past the end and to `length`, and the static functions of Number, Math and String.
import { Route } from '@routelens/route';
import { Section, sections } from './sections';

const weights: Record<string, number> = { beta: 2, 10: 1, 2: 3, alpha: 4 };
Route.get(`order/${Object.keys(weights).join('-')}`, `order/values/${Object.values(weights).join('-')}`);
for (const key in weights) Route.get(`weight/${key}`, `weights/show/${weights[key]}`);
const copy = { first: true, ...weights, 1: 'one' };
Route.get(`spread/${Object.entries(copy).map(([k]) => k).join('.')}`, 'spread/show');

class Area {
  static #made = 0;
  static readonly base: string;
  static {
    (Area as { base: string }).base = 'areas';
    Area.#made = 100;
  }
  #slug = '';
  constructor(name: string) {
    this.slug = name;
    Area.#made++;
  }
  get slug(): string { return this.#slug; }
  set slug(value: string) { this.#slug = value.trim().toLowerCase().replace(/\s+/g, '-'); }
  static get made(): number { return Area.#made; }
  describe() { return `${Area.base}/${this.slug}`; }
}
const north = new Area('  North  Coast ');
north.slug = `${north.slug} east`;
Route.get(north.describe(), `areas/show/${Area.made}/${Object.keys(north).length}/${'describe' in north}`);
Route.get(`area/kind/${north instanceof Area}/${sections[0] instanceof Area}/${sections[0] instanceof Section}`, 'areas/kind');

const flags: Record<string, boolean | undefined> = { beta: true, legacy: true, dark: false };
delete flags.legacy;
delete flags['dark'];
Route.get(`flags/${Object.keys(flags)}/${'legacy' in flags}`, 'flags/index');

let mask = 0b0101;
mask |= 0b1000;
mask &= ~0b0001;
mask <<= 1;
let budget = 100;
budget /= 8;
budget %= 5;
budget **= 2;
Route.get(`mask/${mask}/${mask >>> 2}/${mask ^ 3}/${budget}`, 'mask/show');

const slots: string[] = ['a'];
slots[3] = 'd';
const sized = ['x', 'y', 'z', 'w'];
sized.length = 2;
Route.get(`slots/${slots.length}/${slots.join('|')}/${sized}/${Array('x', 'y').join('-')}/${new Array('p', 'q').length}`, 'slots/show');

const raw = ['0x1F', '12px', 'n/a'];
const parsed = raw.map((text) => parseInt(text)).filter((n) => !Number.isNaN(n));
Route.get(`numbers/${parsed.join('+')}/${Number.parseFloat('2.5e1')}/${isNaN(Number('x'))}/${Number.MAX_SAFE_INTEGER % 1000}`, 'numbers/show');
Route.get(`math/${Math.trunc(-4.7)}/${Math.sign(-3)}/${Math.hypot(3, 4)}/${Math.max(...parsed)}/${Math.PI.toFixed(3)}`, 'math/show');
Route.get(`chars/${String.fromCharCode(104, 105)}/${sections.map((s) => s.path).join('~')}`, 'chars/show');

export const routes = Route.map();
