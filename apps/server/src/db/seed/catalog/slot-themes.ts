import { SLOT_ART_THEMES } from '../../../modules/artwork';

// The same themes the cover artwork knows how to draw, so every generated title gets matching art.
export const SLOT_THEMES = SLOT_ART_THEMES;
export type SlotTheme = (typeof SLOT_THEMES)[number];

export type ThemeVocabulary = {
  /** Adjectives or prefixes: "Gilded", "Frozen". */
  modifiers: readonly string[];
  /** The subject of the game: "Scarab", "Longship". */
  heads: readonly string[];
  /** Closing words: "Riches", "Saga". */
  tails: readonly string[];
  /** Owners for "<owner>'s <thing>" titles. */
  owners: readonly string[];
  /** Places for "<epic noun> of <place>" titles. */
  places: readonly string[];
};

/**
 * Themed word lists for invented slot titles. Words that anchor famous real titles ("Book of", "Bonanza",
 * "Olympus", "Megaways", "Rainbow Riches", ...) are left out on purpose so generated titles stay original.
 */
export const THEME_VOCABULARY: Readonly<Record<SlotTheme, ThemeVocabulary>> = {
  egyptian: {
    modifiers: ['Gilded', 'Sacred', 'Sandstone', 'Desert', 'Hidden', 'Eternal', 'Sunken', 'Obsidian', 'Scarlet'],
    heads: ['Scarab', 'Sphinx', 'Obelisk', 'Ankh', 'Pyramid', 'Oasis', 'Papyrus', 'Jackal', 'Cobra', 'Tomb'],
    tails: ['Dynasty', 'Ascension', 'Treasures', 'Relics', 'Secrets', 'Sunrise', 'Vault'],
    owners: ['Pharaoh', 'Vizier', 'High Priestess', 'Scribe', 'Sun Queen'],
    places: ['the Dunes', 'the Sun Disc', 'the Golden Sands', 'the Lost Oasis', 'the Red Valley'],
  },
  fruit: {
    modifiers: ['Chilled', 'Tropical', 'Tangy', 'Zesty', 'Ripe', 'Frosty', 'Sunny', 'Citrus', 'Wild'],
    heads: ['Cherry', 'Lemon', 'Melon', 'Plum', 'Grape', 'Peach', 'Kiwi', 'Mango', 'Berry', 'Papaya', 'Lime'],
    tails: ['Parade', 'Fiesta', 'Stack', 'Splash', 'Twist', 'Express', 'Harvest', 'Blitz', 'Smoothie'],
    owners: ['Farmer', 'Grocer', 'Barkeep', 'Orchard Keeper'],
    places: ['the Orchard', 'the Market', 'Sunny Grove', 'Citrus Bay'],
  },
  gems: {
    modifiers: ['Radiant', 'Prismatic', 'Brilliant', 'Faceted', 'Glittering', 'Flawless', 'Dazzling', 'Shimmering'],
    heads: ['Sapphire', 'Emerald', 'Ruby', 'Opal', 'Amethyst', 'Topaz', 'Garnet', 'Onyx', 'Quartz', 'Tourmaline'],
    tails: ['Vault', 'Cascade', 'Crown', 'Heist', 'Mine', 'Spark', 'Prism', 'Showcase', 'Cluster'],
    owners: ['Jeweller', 'Duchess', 'Countess', 'Gemcutter'],
    places: ['the Deep Mine', 'the Crystal Caverns', 'the Royal Vault', 'Glimmerdeep'],
  },
  norse: {
    modifiers: ['Frozen', 'Thunder', 'Iron', 'Storm', 'Frost', 'Winter', 'Runebound', 'Fierce', 'Silver'],
    heads: ['Valkyrie', 'Longship', 'Raven', 'Fjord', 'Rune', 'Jarl', 'Shieldmaiden', 'Berserker', 'Skald', 'Axe'],
    tails: ['Saga', 'Raid', 'Conquest', 'Rising', 'Legends', 'Fury', 'Oath', 'Reign'],
    owners: ['Odin', 'Freya', 'Jarl', 'Skald', 'Frost Giant'],
    places: ['Frostheim', 'the Northern Halls', 'Ironvik', 'the Fjords', 'the Frost Giants'],
  },
  asian: {
    modifiers: ['Jade', 'Crimson', 'Imperial', 'Silk', 'Misty', 'Blossom', 'Lucky', 'Golden', 'Lantern'],
    heads: ['Koi', 'Tiger', 'Panda', 'Pagoda', 'Crane', 'Lotus', 'Phoenix', 'Samurai', 'Sakura', 'Ronin', 'Shogun'],
    tails: ['Riches', 'Prosperity', 'Blessings', 'Festival', 'Palace', 'Fortune', 'Harmony', 'Dynasty'],
    owners: ['Emperor', 'Empress', 'Shogun', 'Monk', 'Tea Master'],
    places: ['the Jade Palace', 'the Eastern Sea', 'a Thousand Lanterns', 'the Silk Road', 'Mount Kailu'],
  },
  pirate: {
    modifiers: ['Cursed', 'Salty', 'Jolly', 'Rogue', 'Stormy', 'Corsair', 'Black Sail', 'Sunken', 'Barnacle'],
    heads: ['Doubloon', 'Galleon', 'Kraken', 'Parrot', 'Cutlass', 'Compass', 'Anchor', 'Cannon', 'Skull', 'Chest'],
    tails: ['Plunder', 'Bounty', 'Loot', 'Voyage', 'Mutiny', 'Armada', 'Haul', 'Cove'],
    owners: ['Captain', 'Admiral', 'Quartermaster', 'Corsair', 'Navigator'],
    places: ['the Seven Seas', 'Skull Island', 'the Black Reef', 'the Lost Reef', 'Cutthroat Bay'],
  },
  space: {
    modifiers: ['Stellar', 'Galactic', 'Orbital', 'Quantum', 'Astro', 'Hyper', 'Zero-G', 'Interstellar', 'Lunar'],
    heads: ['Comet', 'Nebula', 'Rocket', 'Asteroid', 'Pulsar', 'Quasar', 'Starship', 'Meteor', 'Supernova', 'Alien'],
    tails: ['Odyssey', 'Voyage', 'Drift', 'Frontier', 'Storm', 'Expedition', 'Mission', 'Blast'],
    owners: ['Commander', 'Astronaut', 'Star Pilot', 'Robot'],
    places: ['the Outer Rim', 'Andromeda', 'the Red Planet', 'the Void', 'the Asteroid Belt'],
  },
  western: {
    modifiers: ['Dusty', 'Outlaw', 'Lone', 'Rusty', 'Rattlesnake', 'Frontier', 'Silver Spur', 'Sundown', 'High Noon'],
    heads: ['Sheriff', 'Stagecoach', 'Saloon', 'Canyon', 'Gunslinger', 'Nugget', 'Cactus', 'Lasso', 'Horseshoe'],
    tails: ['Showdown', 'Trail', 'Getaway', 'Express', 'Stampede', 'Duel', 'Roundup', 'Holdup'],
    owners: ['Sheriff', 'Marshal', 'Outlaw', 'Prospector', 'Ranger'],
    places: ['Dry Gulch', 'Red Mesa', 'Copper Creek', 'Silver Ridge', 'Rattler Pass'],
  },
  irish: {
    modifiers: ['Emerald', 'Merry', 'Wee', 'Shamrock', 'Misty', 'Jolly', 'Clover', 'Lucky', 'Golden'],
    heads: ['Leprechaun', 'Clover', 'Shamrock', 'Fiddle', 'Harp', 'Toadstool', 'Meadow', 'Cauldron', 'Pixie'],
    tails: ['Jig', 'Hoard', 'Charm', 'Luck', 'Festival', 'Gold', 'Fortune', 'Reel'],
    owners: ['Fiddler', 'Piper', 'Tinker', 'Seamus', 'Old Fergus'],
    places: ['the Emerald Isle', 'Clover Hill', 'the Misty Glen', 'the Hollow Hills'],
  },
  candy: {
    modifiers: ['Frosted', 'Sprinkled', 'Gummy', 'Caramel', 'Bubblegum', 'Candied', 'Fizzy', 'Marshmallow', 'Jelly'],
    heads: ['Lollipop', 'Cupcake', 'Gumdrop', 'Macaron', 'Taffy', 'Bonbon', 'Donut', 'Truffle', 'Sundae', 'Jellybean'],
    tails: ['Pop', 'Burst', 'Factory', 'Parade', 'Party', 'Swirl', 'Kingdom', 'Carnival'],
    owners: ['Baker', 'Confectioner', 'Chocolatier', 'Candy Queen'],
    places: ['Candy Lane', 'the Gumdrop Hills', 'Sugar Valley', 'Caramel Cove'],
  },
  horror: {
    modifiers: ['Haunted', 'Cursed', 'Wicked', 'Grim', 'Shadow', 'Hollow', 'Spectral', 'Moonlit', 'Eerie'],
    heads: ['Manor', 'Crypt', 'Vampire', 'Werewolf', 'Banshee', 'Coven', 'Specter', 'Reaper', 'Gargoyle', 'Phantom'],
    tails: ['Nights', 'Hour', 'Ritual', 'Curse', 'Vigil', 'Awakening', 'Feast', 'Masquerade'],
    owners: ['Witch', 'Undertaker', 'Count', 'Gravedigger', 'Puppeteer'],
    places: ['Ravenmoor', 'the Hollow', 'Blackwood', 'Grimhaven', 'the Fog'],
  },
  ocean: {
    modifiers: ['Coral', 'Azure', 'Tidal', 'Abyssal', 'Glowing', 'Turquoise', 'Deep Blue', 'Reef', 'Moonlit'],
    heads: ['Pearl', 'Mermaid', 'Seahorse', 'Octopus', 'Shark', 'Whale', 'Lagoon', 'Trident', 'Turtle', 'Jellyfish'],
    tails: ['Treasures', 'Dive', 'Depths', 'Tides', 'Splash', 'Kingdom', 'Current', 'Riches'],
    owners: ['Siren', 'Diver', 'Sea Witch', 'Lighthouse Keeper'],
    places: ['the Deep', 'Saltmere', 'the Coral Sea', 'the Abyss', 'the Sunken City'],
  },
  greek: {
    modifiers: ['Olympian', 'Divine', 'Marble', 'Titan', 'Heroic', 'Laurel', 'Immortal', 'Oracle', 'Thunder'],
    heads: ['Pegasus', 'Medusa', 'Minotaur', 'Hydra', 'Colossus', 'Labyrinth', 'Spartan', 'Athena', 'Hermes'],
    tails: ['Ascent', 'Glory', 'Trials', 'Wrath', 'Temple', 'Pantheon', 'Legends', 'Odyssey'],
    owners: ['Zeus', 'Athena', 'Apollo', 'Hermes', 'Artemis'],
    places: ['the Aegean', 'the Titans', 'the Labyrinth', 'Mount Thessa', 'the Oracle'],
  },
  safari: {
    modifiers: ['Savage', 'Roaring', 'Majestic', 'Untamed', 'Sunset', 'Stampeding', 'Wild', 'Golden', 'Thundering'],
    heads: ['Lion', 'Panther', 'Gorilla', 'Elephant', 'Cheetah', 'Leopard', 'Hippo', 'Zebra', 'Baobab', 'Giraffe'],
    tails: ['Stampede', 'Kingdom', 'Pride', 'Roar', 'Trek', 'Expedition', 'Dash', 'Plains'],
    owners: ['Ranger', 'Chieftain', 'Explorer', 'Rainmaker'],
    places: ['the Savanna', 'the Great Plains', 'the Jungle', 'Sunset Ridge'],
  },
  aztec: {
    modifiers: ['Jade', 'Solar', 'Feathered', 'Obsidian', 'Lost', 'Temple', 'Sacred', 'Golden', 'Eclipse'],
    heads: ['Jaguar', 'Serpent', 'Idol', 'Sunstone', 'Quetzal', 'Mask', 'Totem', 'Condor', 'Calendar'],
    tails: ['Prophecy', 'Empire', 'Ritual', 'Relics', 'Gold', 'Riches', 'Sunrise', 'Codex'],
    owners: ['Shaman', 'High Priest', 'Sun King', 'Eagle Warrior'],
    places: ['the Lost City', 'the Jade Jungle', 'the Sun Temple', 'the Feathered Peak'],
  },
  fantasy: {
    modifiers: ['Enchanted', 'Arcane', 'Mystic', 'Elven', 'Fabled', 'Spellbound', 'Dragonfire', 'Moonstone', 'Starlit'],
    heads: ['Dragon', 'Wizard', 'Unicorn', 'Griffin', 'Sorceress', 'Goblin', 'Fairy', 'Grimoire', 'Chalice', 'Golem'],
    tails: ['Quest', 'Realm', 'Spell', 'Chronicles', 'Hoard', 'Saga', 'Kingdom', 'Legends'],
    owners: ['Wizard', 'Sorceress', 'Dragon', 'Alchemist', 'Goblin King'],
    places: ['Eldervale', 'the Enchanted Forest', 'the Crystal Tower', 'Dragonspire', 'Mistmere'],
  },
  classic: {
    modifiers: ['Blazing', 'Red Hot', 'Triple', 'Retro', 'Sizzle', 'Double', 'Electric', 'Vintage', 'Turbo'],
    heads: ['Sevens', 'Bars', 'Bells', 'Stars', 'Crowns', 'Aces', 'Coins', 'Jokers', 'Horseshoes', 'Cherries'],
    tails: ['Deluxe', 'Streak', 'Inferno', 'Power', 'Fever', 'Blitz', 'Heat', 'Xtreme'],
    owners: ['Dealer', 'Croupier', 'Bellhop', 'High Roller'],
    places: ['the Strip', 'the Old Casino', 'Reno Row', 'the Boardwalk'],
  },
  neon: {
    modifiers: ['Neon', 'Synth', 'Disco', 'Laser', 'Chrome', 'Midnight', 'Glitter', 'Retrowave', 'Ultraviolet'],
    heads: ['Arcade', 'Jukebox', 'Boombox', 'Cassette', 'Skyline', 'Vinyl', 'Roller', 'Diner', 'Cruiser', 'Koi'],
    tails: ['Nights', 'Groove', 'Fever', 'Beat', 'Boulevard', 'Drive', 'Remix', 'Rush'],
    owners: ['Diva', 'Crooner', 'Roller Queen', 'Dee-Jay'],
    places: ['Neon City', 'the Boulevard', 'Sunset Strip', 'the Arcade'],
  },
  heist: {
    modifiers: ['Midnight', 'Velvet', 'Silent', 'Slick', 'High Stakes', 'Grand', 'Diamond', 'Smoky', 'Undercover'],
    heads: ['Vault', 'Safecracker', 'Getaway', 'Briefcase', 'Mobster', 'Detective', 'Speakeasy', 'Limousine'],
    tails: ['Heist', 'Caper', 'Job', 'Score', 'Syndicate', 'Racket', 'Stakeout', 'Break-In'],
    owners: ['Boss', 'Don', 'Detective', 'Forger', 'Safecracker'],
    places: ['Downtown', 'the Diamond District', 'Harbor Street', 'the Underworld'],
  },
  farm: {
    modifiers: ['Happy', 'Muddy', 'Woolly', 'Barnyard', 'Sunny', 'Cheeky', 'Golden', 'Lucky', 'Plucky'],
    heads: ['Piglet', 'Rooster', 'Hen', 'Tractor', 'Barn', 'Bunny', 'Goat', 'Llama', 'Sheep', 'Haystack'],
    tails: ['Hoedown', 'Roundup', 'Harvest', 'Fair', 'Stampede', 'Jamboree', 'Frenzy', 'Dash'],
    owners: ['Farmer', 'Granny', 'Scarecrow', 'Milkmaid'],
    places: ['Meadow Farm', 'Haystack Hill', 'the County Fair', 'Willow Creek'],
  },
  festive: {
    modifiers: ['Jolly', 'Snowy', 'Merry', 'Twinkling', 'Festive', 'Winter', 'Glittering', 'Cozy', 'Frosty'],
    heads: ['Snowglobe', 'Reindeer', 'Sleigh', 'Gingerbread', 'Stocking', 'Yeti', 'Snowman', 'Ornament', 'Pumpkin'],
    tails: ['Wonderland', 'Jingle', 'Gifts', 'Cheer', 'Carnival', 'Feast', 'Party', 'Magic'],
    owners: ['Santa', 'Elf', 'Snow Queen', 'Toymaker'],
    places: ['the North Pole', 'Snowfall Village', 'the Winter Fair', 'Pumpkin Hollow'],
  },
};

/** Evocative words any theme may borrow, so "Neon Koi Riches" and "Velvet Longship Saga" can happen. */
export const FLAIR_WORDS = [
  'Neon',
  'Velvet',
  'Ember',
  'Obsidian',
  'Gilded',
  'Midnight',
  'Crimson',
  'Copper',
  'Silver',
  'Golden',
  'Royal',
  'Blazing',
  'Mighty',
  'Grand',
  'Electric',
  'Infinite',
] as const;

/** Nouns that pair with any owner: "Pharaoh's Ember", "Captain's Vault". */
export const OWNED_THINGS = [
  'Ember',
  'Vault',
  'Crown',
  'Fortune',
  'Gold',
  'Secret',
  'Legacy',
  'Treasure',
  'Hoard',
  'Bounty',
  'Lantern',
  'Wager',
  'Promise',
  'Riches',
  'Jewels',
  'Key',
  'Charm',
  'Prize',
  'Luck',
  'Stash',
] as const;

/** Openers for "<noun> of <place>" titles: "Legends of Frostheim", "Secrets of Blackwood". */
export const EPIC_NOUNS = [
  'Legends',
  'Treasures',
  'Secrets',
  'Relics',
  'Tales',
  'Spirits',
  'Guardians',
  'Fortunes',
  'Rise',
  'Heart',
  'Crown',
  'Keeper',
  'Echoes',
  'Wonders',
] as const;

/** Closing words for jackpot games, so the title tells players a pot is attached. */
export const JACKPOT_TAILS = ['Jackpots', 'Grand Pot', 'Jackpot Vault', 'Mega Pot', 'Prize Pool', 'Jackpot Royale'];
