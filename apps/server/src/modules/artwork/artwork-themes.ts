/**
 * Picks a visual theme for a cover from its title words and categories. Works for any title (operators add
 * games too), falling back to a hash-chosen slot theme when no word is recognised.
 */
export const SLOT_ART_THEMES = [
  'egyptian',
  'fruit',
  'gems',
  'norse',
  'asian',
  'pirate',
  'space',
  'western',
  'irish',
  'candy',
  'horror',
  'ocean',
  'greek',
  'safari',
  'aztec',
  'fantasy',
  'classic',
  'neon',
  'heist',
  'farm',
  'festive',
] as const;
export const TABLE_ART_THEMES = ['roulette', 'cards', 'dice', 'show', 'crash', 'mines', 'pegs'] as const;
export type ArtTheme = (typeof SLOT_ART_THEMES)[number] | (typeof TABLE_ART_THEMES)[number];

/** Title lettering: gradient stops from highlight to shade. */
export type Lettering = readonly [string, string, string];
export const LETTERING = {
  gold: ['#fffbe6', '#ffd54a', '#c9780a'],
  silver: ['#ffffff', '#d4ecff', '#6b97c4'],
  rose: ['#ffffff', '#ffc2e6', '#ff4fa8'],
  cyan: ['#ffffff', '#a8fdff', '#00b7ff'],
  lime: ['#ffffff', '#d4ff9a', '#4cc93a'],
  flame: ['#fff7d6', '#ffb238', '#e8420c'],
} as const satisfies Record<string, Lettering>;

export type Palette = {
  /** Hues of the background: deep top, lit centre. */
  deep: number;
  lit: number;
  saturation: number;
  /** Hue of the glow behind the emblem and of the sparkles. */
  glow: number;
  lettering: keyof typeof LETTERING;
};

export const PALETTES: Readonly<Record<ArtTheme, Palette>> = {
  egyptian: { deep: 225, lit: 190, saturation: 70, glow: 45, lettering: 'gold' },
  fruit: { deep: 320, lit: 12, saturation: 80, glow: 50, lettering: 'flame' },
  gems: { deep: 270, lit: 285, saturation: 75, glow: 190, lettering: 'cyan' },
  norse: { deep: 215, lit: 205, saturation: 55, glow: 200, lettering: 'silver' },
  asian: { deep: 355, lit: 5, saturation: 85, glow: 42, lettering: 'gold' },
  pirate: { deep: 200, lit: 185, saturation: 65, glow: 35, lettering: 'gold' },
  space: { deep: 255, lit: 275, saturation: 80, glow: 310, lettering: 'cyan' },
  western: { deep: 20, lit: 25, saturation: 75, glow: 40, lettering: 'flame' },
  irish: { deep: 145, lit: 135, saturation: 75, glow: 55, lettering: 'gold' },
  candy: { deep: 300, lit: 330, saturation: 75, glow: 50, lettering: 'rose' },
  horror: { deep: 280, lit: 330, saturation: 55, glow: 100, lettering: 'lime' },
  ocean: { deep: 215, lit: 185, saturation: 85, glow: 175, lettering: 'cyan' },
  greek: { deep: 225, lit: 215, saturation: 70, glow: 48, lettering: 'gold' },
  safari: { deep: 15, lit: 32, saturation: 80, glow: 40, lettering: 'gold' },
  aztec: { deep: 160, lit: 150, saturation: 65, glow: 45, lettering: 'gold' },
  fantasy: { deep: 265, lit: 285, saturation: 70, glow: 165, lettering: 'cyan' },
  classic: { deep: 350, lit: 355, saturation: 85, glow: 48, lettering: 'gold' },
  neon: { deep: 265, lit: 320, saturation: 90, glow: 185, lettering: 'cyan' },
  heist: { deep: 200, lit: 195, saturation: 35, glow: 42, lettering: 'gold' },
  farm: { deep: 210, lit: 100, saturation: 60, glow: 50, lettering: 'flame' },
  festive: { deep: 150, lit: 355, saturation: 70, glow: 45, lettering: 'gold' },
  roulette: { deep: 345, lit: 340, saturation: 70, glow: 42, lettering: 'gold' },
  cards: { deep: 155, lit: 150, saturation: 70, glow: 45, lettering: 'gold' },
  dice: { deep: 230, lit: 240, saturation: 60, glow: 45, lettering: 'gold' },
  show: { deep: 270, lit: 300, saturation: 80, glow: 50, lettering: 'gold' },
  crash: { deep: 235, lit: 225, saturation: 70, glow: 150, lettering: 'lime' },
  mines: { deep: 250, lit: 200, saturation: 60, glow: 180, lettering: 'cyan' },
  pegs: { deep: 290, lit: 260, saturation: 70, glow: 320, lettering: 'rose' },
};

/** Words that name a theme outright ("Scarab", "Longship"). */
const STRONG_WORDS: Readonly<Record<ArtTheme, string>> = {
  egyptian:
    'scarab sphinx obelisk ankh pyramid oasis papyrus jackal cobra tomb pharaoh vizier nile dunes anubis priestess scribe sands',
  fruit:
    'cherry cherries lemon melon plum grape peach kiwi mango berry papaya lime fruit orchard citrus grocer barkeep grove market',
  gems: 'sapphire emerald ruby opal amethyst topaz garnet onyx quartz tourmaline gem gems jewel jewels gemcutter countess duchess jeweller glimmerdeep caverns',
  norse:
    'valkyrie longship raven fjord fjords rune jarl shieldmaiden berserker skald axe odin freya frostheim viking halls ironvik giants',
  asian:
    'koi tiger panda pagoda crane lotus phoenix samurai sakura ronin shogun emperor empress monk silk dragon lanterns kailu eastern',
  pirate:
    'doubloon galleon kraken parrot cutlass compass anchor cannon skull chest captain admiral corsair pirate navigator quartermaster cutthroat',
  space:
    'comet nebula rocket asteroid pulsar quasar starship meteor supernova alien astronaut galaxy planet void rim andromeda commander pilot robot',
  western:
    'sheriff stagecoach saloon canyon gunslinger nugget cactus lasso horseshoe marshal outlaw prospector ranger mesa creek ridge gulch rattler',
  irish: 'leprechaun clover shamrock fiddle harp toadstool pixie fiddler piper seamus rainbow celtic glen isle',
  candy:
    'lollipop cupcake gumdrop macaron taffy bonbon donut truffle sundae jellybean candy sugar chocolatier confectioner baker',
  horror:
    'manor crypt vampire werewolf banshee coven specter reaper gargoyle phantom witch haunted undertaker grimhaven ravenmoor blackwood fog gravedigger puppeteer',
  ocean:
    'pearl mermaid seahorse octopus shark whale lagoon turtle jellyfish siren diver reef ocean coral trident lighthouse abyss saltmere',
  greek:
    'pegasus medusa minotaur hydra colossus labyrinth spartan athena hermes zeus apollo artemis titan thessa titans aegean',
  safari:
    'lion panther gorilla elephant cheetah leopard hippo zebra baobab giraffe savanna safari rhino jungle plains chieftain explorer rainmaker',
  aztec: 'jaguar serpent idol sunstone quetzal mask totem condor calendar aztec maya shaman feathered eagle',
  fantasy:
    'wizard unicorn griffin sorceress goblin fairy grimoire chalice golem eldervale spell enchanted mistmere dragonspire alchemist forest',
  classic:
    'sevens bars bells aces coins jokers horseshoes croupier dealer seven stars crowns reno boardwalk strip bellhop casino',
  neon: 'arcade jukebox boombox cassette skyline vinyl roller diner cruiser synth disco retrowave boulevard diva crooner dee-jay',
  heist:
    'vault safecracker getaway briefcase mobster detective speakeasy limousine heist caper syndicate underworld harbor downtown district forger',
  farm: 'piglet rooster hen tractor barn bunny goat llama sheep haystack farmer barnyard scarecrow meadow county fair granny milkmaid farm willow',
  festive:
    'snowglobe reindeer sleigh gingerbread stocking yeti snowman ornament pumpkin santa elf jingle snowfall toymaker',
  roulette: 'roulette',
  cards: "blackjack baccarat poker hold'em holdem pontoon punto banco stud jacks deuces pai war",
  dice: 'dice sic craps',
  show: 'show wheel carnival prize jamboree lanes tumble grid studio',
  crash: 'crash limbo hi-lo multiplier',
  mines: 'mines keno scratch tower',
  pegs: 'pegfall',
};

/** Words that only lean towards a theme ("Golden", "Frozen"). */
const WEAK_WORDS: Readonly<Partial<Record<ArtTheme, string>>> = {
  egyptian: 'sandstone desert sacred sun',
  norse: 'frost frozen thunder storm winter iron',
  asian: 'jade imperial lantern blossom misty',
  pirate: 'cursed salty sunken plunder bounty loot cove',
  space: 'stellar galactic orbital quantum astro cosmic lunar orbit nova',
  western: 'dusty rusty sundown showdown trail frontier',
  irish: 'lucky wee merry',
  candy: 'frosted sprinkled gummy caramel bubblegum fizzy marshmallow jelly',
  horror: 'grim shadow hollow spectral eerie midnight wicked',
  ocean: 'azure tidal abyssal turquoise tides depths dive',
  greek: 'olympian divine marble laurel immortal oracle',
  safari: 'savage roaring majestic untamed stampede pride',
  fantasy: 'arcane mystic elven fabled spellbound moonstone starlit quest realm',
  classic: 'blazing triple double retro sizzle vintage deluxe',
  neon: 'neon laser chrome glitter ultraviolet electric',
  gems: 'radiant prismatic brilliant faceted glittering flawless dazzling crystal diamond',
  festive: 'jolly snowy twinkling festive cozy',
  farm: 'muddy woolly cheeky plucky',
  pegs: 'coin flip',
};

function toIndex(source: Readonly<Partial<Record<ArtTheme, string>>>): Map<string, ArtTheme> {
  const index = new Map<string, ArtTheme>();
  for (const [theme, words] of Object.entries(source) as [ArtTheme, string][]) {
    for (const word of words.split(' ')) if (!index.has(word)) index.set(word, theme);
  }
  return index;
}

const strongIndex = toIndex(STRONG_WORDS);
const weakIndex = toIndex(WEAK_WORDS);

const TABLE_THEME_SET = new Set<string>(TABLE_ART_THEMES);

export function detectTheme(title: string, categories: readonly string[], hash: number): ArtTheme {
  const words = title
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^a-z'-]+/)
    .filter(Boolean);
  const isTableGame = categories.some((category) => ['live', 'table', 'instant'].includes(category));
  const scores = new Map<ArtTheme, number>();
  for (const word of words) {
    const strong = strongIndex.get(word);
    if (strong) scores.set(strong, (scores.get(strong) ?? 0) + 3);
    const weak = weakIndex.get(word);
    if (weak) scores.set(weak, (scores.get(weak) ?? 0) + 1);
  }
  let best: ArtTheme | undefined;
  let bestScore = 0;
  for (const [theme, score] of scores) {
    // A table game's art shows its table; a slot never gets a roulette wheel because of a word like "Tower".
    if (TABLE_THEME_SET.has(theme) !== isTableGame) continue;
    if (score > bestScore) [best, bestScore] = [theme, score];
  }
  if (best) return best;
  if (isTableGame) return categories.includes('instant') ? 'crash' : 'cards';
  return SLOT_ART_THEMES[hash % SLOT_ART_THEMES.length] ?? 'classic';
}
