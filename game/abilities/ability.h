#pragma once
// The ability format (issue 4: "cards as data"). A card's actions are stated
// as data: designators, ability keywords, costs, named targets with filters,
// and a list of effects built from primitives. One interpreter runs them
// (game/rules/abilities.cpp) and one generator writes the text players read
// (game/abilities/text.cpp), so the two cannot drift apart.
//
// The JSON form is documented in docs/abilities.md.
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <memory>
#include <utility>
#include <vector>

#include "game/model/ids.h"

namespace l5r {

// Designators (CR20F "Action Rounds", "Taking Actions"). An ability may carry
// two ("Battle/Open").
enum Designator : std::uint8_t {
  kLimited = 1 << 0,
  kOpen = 1 << 1,
  kEngage = 1 << 2,
  kBattle = 1 << 3,
  kInterrupt = 1 << 4,
  kDynasty = 1 << 5,
};

// Ability keywords with rules (CR20F glossary); descriptive ones (Political,
// Kiho, elements...) are kept as text in Ability::descriptive.
enum AbilityKw : std::uint8_t {
  kTireless = 1 << 0,     // usable while the card is bowed
  kRepeatable = 1 << 1,   // any number of times per turn
  kAbsent = 1 << 2,       // no unit needed at the battlefield (Rule of Presence)
  kHomeKw = 1 << 3,       // usable from home during battle (Rules of Location)
  kUnstoppable = 1 << 4,  // other players cannot Interrupt it
};

// Who or what an effect or amount refers to.
enum class Ref : std::uint8_t {
  Self,             // the card the ability is on
  ThisPersonality,  // the Personality this attachment is on (or Self, on a Personality)
  Target,           // the ability's first target ("t")
  Target2,          // its second target ("t2")
  You,              // the action's player
  TargetPlayer,     // a player chosen as a target
  EachEnemy,        // every other player still in the game
  // In an Interrupt: the card whose action is interrupted, and that action's
  // first target.
  InterruptedCard,
  InterruptedTarget,
  // In a Focus Effect: the Personality dueling for the card's player, and the other one.
  YourDuelist,
  OtherDuelist,
  DuelWinner,  // after a duel: the Personality that won it (none when both lost)
  DuelLoser,   // after an action's duel: each Personality that lost it (both on a tie)
  // The Stronghold of the card's controller (in a condition: "if you are a
  // Crab Clan player", CR20F "Clan Alignment" comes from the Stronghold).
  YourStronghold,
  Attacker,  // a player: the Attacker of the current attack
  // In a triggered trait: the player whose action or card made it trigger
  // ("that player loses 1 Honor" after his action targets this card).
  CausePlayer,
  // A Province: the one of the current battlefield during an attack (as
  // Op::ProvinceStrength), else the one this card is in.
  ProvinceHere,
  // Players: the controller of the first (second) target ("his controller
  // loses 2 Honor"); of a target that has left play, its owner.
  TargetController,
  Target2Controller,
  EachPlayer,  // every player still in the game, in turn order starting with the action's player
  // In an Interrupt's condition: any of the interrupted action's targets
  // ("after the action targets your bowed Personality").
  InterruptedTargets,
  // A player: the active player, whose turn it is (CR20F "Turn").
  ActivePlayer,
  // In an Interrupt: the player taking the interrupted action.
  InterruptedPlayer,
  // A player: the controller of the Personality that won this action's duel
  // (nobody when none won): "the winner may take an additional action".
  DuelWinnerController,
  // Players: each player with the most Family Honor (every tied one), in turn
  // order starting with the action's player.
  MostFamilyHonor,
  // Players: every other player still in the game (allies too), in turn
  // order starting after the action's player ("each other player in turn order").
  EachOtherPlayer,
};

struct Filter;
struct Condition;

// A number that may depend on the game.
struct Amount {
  enum class Kind : std::uint8_t {
    Fixed,
    Force,          // of `of`
    Chi,
    PersonalHonor,
    GoldCost,
    FocusOfDiscarded,  // Focus Value of the card discarded as a cost
    Rank,           // Siege: the number of Rokugani players (for now: players but one)
    TargetsChosen,  // how many cards were chosen for target `of` (Target or Target2)
    GoldPaid,       // the Gold paid for the ability's "[*]" cost
    LargestOtherHand,  // the most cards in another player's hand
    SmallestOtherHand,  // the fewest cards in another player's hand
    Tokens,         // how many tokens named `token` (empty: any) `of` has ("for each of his Infamy tokens")
    Count,          // how many cards in play match `count` ("the number of Spells in this unit")
    PrintedForce,   // the printed Force of `of` (CR20F "Printed"; an Item's printed Force Modifier)
    // The total Force of the units at home of player `of` (You,
    // InterruptedPlayer), bowed cards too (CR20F "Unit and Army Force").
    HomeForce,
    Banished,       // how many cards this action's Op::BanishFromDiscard banished
  };
  Kind kind = Kind::Fixed;
  Ref of = Ref::Self;
  int value = 0;  // Fixed: the number
  int plus = 0;
  int times = 1;
  bool half_up = false;  // "half ..., rounded up"
  // "you may target and bow your Warrior to give it +1 strength": `bonus` is
  // added when the optional target `bonus_if` (Target or Target2) was chosen.
  int bonus = 0;
  Ref bonus_if = Ref::Self;
  std::string token = {};  // Tokens: the tokens' name ("Infamy"); empty: every token
  // "(minimum zero)": the amount, counted, is never below this (CR20F
  // "Minimums and Maximums"); absent: no minimum.
  std::optional<int> minimum = std::nullopt;
  std::shared_ptr<const Filter> count = {};  // Count: the cards counted
  // "plus 1 if he is Earth": each amount is added when its condition holds
  // as the amount is counted.
  std::vector<std::pair<int, std::shared_ptr<const Condition>>> bonus_when = {};
  // "equal to the difference": this amount, counted, is taken away (before
  // `minimum`).
  std::shared_ptr<const Amount> minus = {};
  // "his Force plus the Personality's Personal Honor": this amount, counted,
  // is added (before `minimum`).
  std::shared_ptr<const Amount> add = {};
};

// A token an effect gives (CR20F "Token"): a name that is also its keyword
// ("Poison"; empty for a plain "+1F token") and the stat bonuses or
// penalties it carries while it is on a card.
struct TokenSpec {
  std::string name;
  int force = 0;
  int chi = 0;
  int personal_honor = 0;
  int gold_production = 0;
  int province_strength = 0;  // a token given to a Province
};

struct StatCompare {
  enum class Op : std::uint8_t { AtMost, AtLeast, LowerThan, HigherThan, EqualTo };
  // UnitCards: the number of cards in its unit (a Personality and his attachments).
  // UnitForce: its unit's total Force (CR20F "Unit and Army Force").
  // GoldProduction: a Holding's or Stronghold's Gold Production (CR20F "Gold Production").
  // ControllerHoldings: how many Holdings its controller has in play.
  // PrintedForce: the Force printed on the card (CR20F "Printed").
  enum class Which : std::uint8_t {
    Force, Chi, PersonalHonor, GoldCost, UnitCards, UnitForce, GoldProduction, ControllerHoldings, PrintedForce
  };
  Which stat = Which::Force;
  Op op = Op::AtMost;
  Amount amount;
};

// Which cards a target may be (CR20F "Targeting").
struct Filter {
  std::uint16_t types = 0;  // bits of 1 << CardType; 0: any card in play
  // Other: "another player's", any player not on your side; not "enemy",
  // which CR20F "Enemy" limits to the opposing side of a battle and to cards
  // in units. In Siege the Rokugani are one player (Siege rule 13), so for
  // them another player is only the Challenge player.
  enum class Side : std::uint8_t { Any, You, Enemy, Other } controller = Side::Any;
  enum class Tri : std::uint8_t { Any, Yes, No };
  Tri bowed = Tri::Any;
  Tri unique = Tri::Any;
  Tri dishonorable = Tri::Any;
  Tri has_followers = Tri::Any;
  Tri has_attachments = Tri::Any;
  Tri opposed = Tri::Any;
  // Anywhere: "at any location", even during a battle (no Rules of Location);
  // SameAsSelf: "at this location", where the card with the ability is.
  // AnyBattlefield: "at a District" (Siege): at any battlefield of the
  // current attack, the current one or another, but not at home.
  // ThisArmy: "in his army": in the same army as the card with the trait or
  // ability, at a battlefield (CR20F "Army": units at a battlefield; home
  // holds no army).
  // OpposingArmy: "in the enemy army" of the card with the trait or ability:
  // at its battlefield, on an enemy side (CR20F "Army").
  enum class Where : std::uint8_t { Any, Home, CurrentBattlefield, EnemyArmy, Anywhere, SameAsSelf, AnyBattlefield, ThisArmy, OpposingArmy } location = Where::Any;
  // DynastyDeckOrDiscard: "search your discard pile and Dynasty deck" (the
  // deck is shuffled after an effect takes a card found there).
  // FateDeckOrDiscard: "search your discard pile and Fate deck" (Op::Search).
  // FateDeck: "search your Fate deck" alone (Op::Search).
  // FateDiscard: "put a Spell in your discard pile into your hand": the
  // player's own Fate discard pile alone (Op::Search; no deck is searched or
  // shuffled).
  enum class Zone : std::uint8_t { InPlay, Province, Discard, DynastyDeckOrDiscard, FateDeckOrDiscard, FateDeck } zone = Zone::InPlay;
  // "a Battle Strategy": the card has an ability with one of these
  // Designator bits (a kind of card named by its actions, not a keyword).
  std::uint8_t designators = 0;
  bool not_self = false;
  // "cards in this unit": the Personality the card with the trait is (or is
  // attached to), and his attachments (CR20F "Unit").
  bool in_this_unit = false;
  // "its former unit" (a trigger after the card left play): the Personality
  // the card with the trigger was attached to when it left play, and the
  // cards attached to him (Card::former_host).
  bool in_former_unit = false;
  // "all his attachments": 1 (2): attached to the action's first (second)
  // target (CR20F "Attachments"); nothing matches outside an action.
  std::uint8_t attached_to_target = 0;
  // "this Follower" in a trait's `each`: only the card with the trait itself
  // ("attacks targeting this Follower have -2 strength").
  bool this_card = false;
  bool attack_target = false;  // "a Follower, or a Personality without Followers" (attacks, Fear)
  // A card the action that put this Terrain into play targeted (a trait of
  // the Terrain reaching "the cards this ability targeted").
  bool targeted_by_this = false;
  // With attack_target: the attacks (AttackKind bits) made on this target, so
  // that a trait may widen what one kind of attack may target (the Hour of
  // the Boar: Fear may target Human Personalities with Followers).
  std::uint8_t attack_kinds = 0;
  std::uint16_t has_attached = 0;  // bits of 1 << CardType: "with a Spell" attached
  // "with a Weapon": an attachment with every one of these keywords is on
  // it; "without a Weapon": no attachment with any of these is.
  std::vector<std::string> attached_keywords;
  std::vector<std::string> no_attached_keywords;
  // "with a Nonhuman, non-Shadowlands Follower": one of its attachments
  // matches this (types and keywords only).
  std::shared_ptr<const Filter> attached = {};
  // "attached to a Commander": the Personality the card is attached to
  // (CR20F "Attachments") matches these conditions.
  std::shared_ptr<const Filter> host = {};
  // "with no unbowed Followers": none of its attachments matches this
  // (types, keywords and bowed only).
  std::shared_ptr<const Filter> none_attached = {};
  // "attacking or Ninja", "with either no Followers or Spirit": the
  // card matches at least one of these (cards in play; no location).
  std::vector<std::shared_ptr<const Filter>> any_of = {};
  std::vector<std::string> keywords;      // must have every one
  std::vector<std::string> any_keywords;  // must have at least one
  std::vector<std::string> not_keywords;  // must have none
  std::vector<StatCompare> stats;
  // CR20F glossary "Attack", "Defend": a card in a unit of an attacking
  // (defending) army at a battlefield during an Attack Phase.
  Tri attacking = Tri::Any;
  Tri defending = Tri::Any;
  // CR20F "Dead": a destroyed Personality in the discard pile ("dead (not
  // discarded)").
  Tri dead = Tri::Any;
  // CR20F "Unit Keywords": a Personality whose unit is a Cavalry unit.
  Tri cavalry_unit = Tri::Any;
  // "If he would be opposed": there is an enemy army at the current
  // battlefield (where he is, or would be moved to).
  Tri would_be_opposed = Tri::Any;
  // "with a Poison token": the card has a token of that name ("": any token).
  std::optional<std::string> has_token = {};
  // "if he won a duel this turn": the card won a duel (CR20F "Duel") this
  // turn (a mark kept with the turn's used abilities).
  Tri won_duel_this_turn = Tri::Any;
  // "if he has cast an Air Spell this turn" (CR20F "Cast": a Personality
  // casts the Spells whose actions his player takes while they are attached
  // to him): an element keyword (Air, Earth, Fire, Water, Void, Thunder) the
  // Spell had, or "Spell" for any Spell; empty: not checked.
  std::string cast_this_turn = {};
  // "who Lobbied this turn": the Personality bowed to Lobby this turn
  // (CR20F "Lobby"; a UsedTag::Lobbied mark).
  bool lobbied_this_turn = false;
  // "their army is outnumbered" / "his army outnumbers the enemy army": the
  // card's army has fewer (more) units than the enemy army at its
  // battlefield (docs/rules-interpretations.md "Outnumbered (session 12)").
  bool outnumbered = false;
  bool outnumbers = false;
  // On a second target: "at a different location" than the first target
  // (checked with each first target, as a comparison with it is).
  bool other_location = false;
  // "with the lowest Personal Honor": no card in play matching the rest of
  // the filter has a lower value of this stat (tied cards all match: the
  // player chooses among them).
  std::optional<StatCompare::Which> lowest = std::nullopt;
  // "the challenger": the Personality who challenged in the action's duel
  // (CR20F "Challenge"; read from the action's duel effect and targets).
  bool duel_challenger = false;
  // "while you control Shiba Kenzo": a card with exactly this title
  // (CR20F "Title"; every printing and Experienced version shares it);
  // empty: not checked.
  std::string title = {};
  // "with your Clan Alignment": the card's clan is the player's (his
  // Stronghold's; CR20F "Clan Alignment"); an unaligned card has none.
  bool your_clan = false;
  // In an Interrupt: one of the interrupted action's targets (its first or
  // second, or any card chosen for a target of several).
  bool interrupted_target = false;
  // In an `any_of` alternative: a condition of the game, not of the card
  // ("which must have no attachments unless you control a Shugenja": the
  // card matches when it has none, or when this holds).
  std::shared_ptr<const Condition> holds = {};
  // "or any Personality if this is a Battle" (an alternative of any_of):
  // the action is being taken as a Battle action, in the Combat segment's
  // action round (keywords.md "Designator": a two-designator ability is
  // used as the one that fits the round), not as an Engage one.
  bool battle_action = false;
};

struct TargetSpec {
  Filter filter;
  bool player = false;    // targets a player instead of a card
  bool optional = false;  // "you may target": not needed for Good Faith
  // "One or two targets", "Rank targets": up to `count` cards, at least
  // `min_count` (Good Faith needs that many).
  std::optional<Amount> count;
  int min_count = 1;
  // "Rank target cards whose total Force is at most his": the chosen cards'
  // Forces together may not exceed this (they are chosen one at a time).
  std::optional<Amount> total_force;
  // "with a total combined Gold Cost of 8 or less": the chosen cards' Gold
  // Costs together may not exceed this (chosen one at a time).
  std::optional<Amount> total_gold_cost;
  // "each with a different Clan Alignment": every chosen card has a Clan
  // Alignment, none the same as another's (chosen one at a time).
  bool different_clans = false;
  // "Choose your performing X": picked as the targets are (step C; Good
  // Faith needs one), but not targeted (CR20F "Targeting": choosing is not
  // targeting): no untargetable effect, Rule of Location, "targeted" trigger
  // or redirection reaches it.
  bool chosen = false;
};

enum class CostKind : std::uint8_t {
  BowSelf,          // the bow icon
  Gold,             // the Gold icon with a number
  DiscardCard,      // discard a Fate card from your hand
  LoseHonor,
  DestroySelf,
  DiscardFavor,     // the Favor designator's cost
  BowThisPersonality,
  PoliticalPerRank,  // Siege: discard `amount` times Rank Political tokens
  GoldUpTo,          // the "[*]" Gold cost: any amount from 1 up to `amount`, chosen when paying
  BowStronghold,     // "bow your Stronghold to ..."
  // The ":gstar:" cost of an ability that Recruits: the Gold paid is the
  // Recruited card's cost (CR20F "Recruit": the Gold paid for the action
  // pays for the card), paid when the Recruit effect resolves.
  GoldOfRecruit,
  RemoveToken,       // remove (destroy) one token named `token` (empty: any token) from this card
  // "Bow one of your Followers to ...", "Destroy your Ashigaru to ...": the
  // player chooses one of his cards in play matching `card` (not this one)
  // as he pays (CR20F "Costs"); bowing needs an unbowed one.
  BowCard,
  DestroyCard,
  // "Discard your hand (even if empty)": the player discards every card in
  // his hand; always payable (CR20F "Costs").
  DiscardHand,
};

struct Cost {
  CostKind kind = CostKind::BowSelf;
  int amount = 0;
  std::string token = {};  // RemoveToken: the token's name
  std::optional<Filter> card = {};  // BowCard, DestroyCard: which of the player's cards
  // DiscardCard: when not empty, the discarded card must be of one of these
  // kinds (its types and keywords only: "discard a Kiho or a Spell").
  std::vector<Filter> kinds = {};
};

enum class Op : std::uint8_t {
  Bow,
  Straighten,
  MoveHome,
  MoveToBattlefield,
  Destroy,
  Discard,
  Dishonor,
  Rehonor,
  GainHonor,
  LoseHonor,
  Draw,
  Force,            // Force bonus or penalty
  Chi,
  PersonalHonor,
  ProvinceStrength,  // of the current battlefield's Province, or this Province
  RangedAttack,     // on the target: destroy if its Force <= strength
  MeleeAttack,
  Fear,             // on the target: bow if its Force <= strength
  TakeFavor,
  NegateAction,     // Interrupts: negate the interrupted action
  NegateFear,       // Interrupts: negate the interrupted action's Fear effects
  Duel,             // `subject` challenges the target (CR20F "Challenge", "Duel")
  Choose,           // the action's player picks one of `choices`
  // Siege.
  Create,           // the action's player creates `amount` Personalities of `creates` at home
  DiscardClock,     // discard the Clock deck's top card (never the last; Siege rule 4)
  GainPolitical,    // the Rokugani team gains `amount` Political tokens (Siege rule 9)
  DiscardFromHand,  // each subject player discards `amount` cards of his choice
  DiscardRandom,    // each subject player discards `amount` cards at random
  RecruitFromOutside,  // Recruit the card `creates` names from outside the game
  Recruit,          // Recruit the target from its Province for `amount` less Gold
  RefillFaceUp,     // refill the Province the subject left, face-up
  Search,           // search your Fate deck for the card `creates` names; put it in your hand
  AttackStrength,   // Interrupts: give the interrupted action's attacks `amount` strength
  CopyClock,        // choose a Clock card in the discard pile: this Clock card copies its traits and abilities
  PlayTerrain,      // put this Terrain into play at the current battlefield (CR20F "Terrain")
  Seppuku,          // the subject commits seppuku: rehonor, then destroy; not negated (CR20F "Seppuku")
  AttachSelf,       // attach this attachment to the subject Personality, ignoring costs
  FirstBattleAction,  // the subject player has the first opportunity to act in this battle's Combat segment
  AdditionalActions,  // the player takes `amount` additional actions (CR20F "Additional Action"); same_target: on this action's target
  RemoveAllAbilities,  // the player chooses `amount` cards (among `among`): they lose all their abilities until his next turn
  RemoveAbilities,     // the player chooses `amount` abilities of cards (among `among`) to remove until his next turn
  HandBeforeTurnEnds,  // a delayed effect: the subject goes from its discard pile to its owner's hand before the turn ends
  // Rings (CR20F "Ring").
  PlaySelf,            // put this card (a Ring being played) into play at its player's home
  DiscardHand,         // each subject player discards his whole hand
  ShowHand,            // each subject player shows his hand to all players (CR20F "Show")
  NoMovePersonalities,  // Interrupts: the interrupted action cannot move Personalities
  ChiMinimum,           // the card's Chi cannot go below `amount` (until the end of the turn, by default)
  FearDestroysBowed,    // Interrupts: a card the interrupted action's Fear bows is then destroyed
  GiveTokens,          // give the subject `amount` tokens like `token` (CR20F "Token")
  RemoveTokens,        // remove up to `amount` tokens named `token.name` (empty: any) from the subject
  // CR20F "Copy": the subject (this card, or this Personality) gains a copy
  // of one printed ability of the ability's target, chosen by the player,
  // until the end of the turn; abilities that themselves copy are not
  // offered. It replaces a copy it had.
  CopyAbility,
  // CR20F "Substitution" of a target: in an Interrupt, the interrupted
  // action's first target becomes this ability's first target, if that card
  // is a legal target for it ("the action targets him instead").
  RedirectTarget,
  PlayKata,            // put this Kata (a Strategy resolving) into play at home; discard its player's other Kata
  NegateAttacks,       // Interrupts: negate the interrupted action's attacks named in `attacks` (AttackKind bits)
  // The subject Personality and this one trade locations, each moving to
  // where the other was (no move when they are together); `as_moves` happen
  // to each that moves (game/rules/c_rules.cpp).
  SwitchLocations,
  // The subject cannot straighten, `until` the end of the turn by default
  // (CR20F "Duration of Effects": an ongoing effect; game/rules/c_rules.cpp).
  CannotStraighten,
  // The card has `keyword` (a keyword the engine knows, as a keyword trait
  // gives it) until `until` (CR20F "Duration of Effects": an ongoing effect).
  GiveKeyword,
  // Interrupts: the interrupted action cannot move the subject ("negate his
  // movement from the action"; CR20F "Negate": a prevention effect).
  NegateMove,
  // The subject player takes one card matching `finds_any` from his Fate
  // discard pile into his hand (his choice; nothing when there is none).
  FromDiscardToHand,
  // The subject's abilities may not be used until the end of the turn (CR20F
  // "Duration of Effects": an ongoing effect; a RemovedAbility with no
  // until_turn_of, game/rules/remove_abilities.cpp).
  AbilitiesUnusable,
  // "You may use its abilities an additional time this turn" (CR20F
  // "Additional Use"): each of the card's abilities may be used once more
  // this turn (a UsedTag::AdditionalUse mark for each such effect).
  AdditionalUse,
  // "You may not target him with actions this turn": the action's player's
  // actions may not target the subject until the end of the turn (CR20F
  // "Targeting"; GameState::untargetable_by).
  UntargetableByYou,
  // Every card in every Province but the one this card (an Event used from
  // its Province) is in turns face-up, every player's (CR20F "Province").
  RevealOtherProvinces,
  // The subject Personality moves to a location its action's player picks as
  // the effect resolves, among those `destination` allows (home or another
  // battlefield; another unresolved battlefield): game/rules/spell_rules.cpp.
  MoveToLocation,
  // The subject, a Dynasty card in its owner's (the action's player's)
  // discard pile, goes face-up into one of his Provinces that he picks as
  // the effect resolves; the cards there are discarded first
  // (game/rules/province_traits.cpp).
  ToProvince,
  // The next `losses` Honor losses from the action's player's cards (this
  // turn) are each increased by `amount` (Player::honor_loss_boosts).
  IncreaseHonorLosses,
  // The subject card is removed from the game (CR20F "Outside the Game").
  RemoveFromGame,
  // A Focus Effect's: the duel ends without resolution once the Focus
  // Effects have resolved (CR20F Duel 0.0.8; game/rules/duel.cpp).
  EndDuel,
  // The subject, a card in its owner's discard pile, goes into his hand
  // ("put the Item into your hand"); nothing when it has left that pile.
  ToHand,
  // Interrupts: the interrupted action's effects do not bow (destroy) the
  // subject; they give no Force bonuses or penalties (CR20F "Negate": a
  // prevention effect; ActionFrame::unbowed, undestroyed, force_negated).
  NegateBow,
  NegateDestroy,
  NegateForce,
  // "contributes Force only while bowed": until the end of the turn the
  // subject adds its Force to its army only while bowed (CR20F "Army
  // Force"; a UsedTag::BowedContributes mark).
  ContributesOnlyBowed,
  // "actions on cards in the target's unit may not target this Shugenja":
  // until the end of the turn, no action on a card in the subject's unit
  // may target `with` (GameState::untargetable_from).
  UntargetableFromUnit,
  // The player looks at the top `amount` cards of his Fate deck (CR20F
  // "Look"): `to_hand` of them go into his hand, `min_cards` to
  // `max_cards` to the bottom of the deck, the rest back on top, in an
  // order he picks when `any_order` (game/rules/deck_top.cpp).
  LookAtTop,
  // The player shows the top card of his Fate deck (CR20F "Show"): he draws
  // it if its Focus Value is lower than `amount`, else it goes to the
  // bottom of the deck.
  ShowTopDraw,
  // The player banishes (removes from the game) `min_cards` to `max_cards`
  // cards of his Fate discard pile, his choice; the action counts them
  // (Amount::Kind::Banished).
  BanishFromDiscard,
};

// Op::MoveToLocation: where the subject may be moved.
enum class Destination : std::uint8_t {
  OtherLocation,                // "to another location": home or a battlefield, not where he is
  OtherUnresolvedBattlefield,   // "to a different, unresolved battlefield" of the current attack
  OpposedBattlefield,           // "to a battlefield where he would be opposed": enemy units are there, not his own
};

// Which attacks an attack-strength effect or trait changes.
enum AttackKind : std::uint8_t {
  kFearAttack = 1 << 0,
  kMeleeAttack = 1 << 1,
  kRangedAttack = 1 << 2,
};

// "If he is Cavalry", "while he has a Spell": a card the condition looks at,
// and what it must be.
struct Condition {
  Ref subject = Ref::Target;
  Filter filter;  // zone defaults to in play; location is not checked
  // "If you now have two or less cards in your hand": the number of cards in
  // the hand of the ability's player (with subject You, nothing else is checked).
  std::optional<StatCompare> your_hand;
  // "you may target ... to ...": the effect also needs that optional target
  // (Target or Target2) to have been chosen.
  std::optional<Ref> chosen;
  // A count of cards in play (at most two Rings, at least one Personality): the number the
  // ability's player controls that match `filter` (with subject You).
  std::optional<StatCompare> you_control;
  // With you_control: count every player's cards in play, not only yours
  // (the format's "in_play": "if he opposes a dishonorable Personality").
  bool any_player = false;
  // "if it is not your turn" (false) / "your turn" (true): whether the
  // player it is for is taking his turn; alone in its condition.
  std::optional<bool> your_turn;
  // "If A or B": it holds when one of these does (`any`); "if A and B":
  // when each does (`all`). Alone in its condition (subject You).
  std::vector<std::shared_ptr<const Condition>> any;
  std::vector<std::shared_ptr<const Condition>> all;
  // "If you do not have Compassion": it holds when this one (the format's
  // "not", one condition) does not. Alone in its condition.
  std::vector<std::shared_ptr<const Condition>> none;
  // "while actions on your Kihos and Spells are resolving": an action (not a
  // triggered trait) on a Spell or a card with the Kiho keyword that the
  // player controls is resolving its effects (CR20F "Action Sequence" E).
  bool own_kiho_or_spell_resolving = false;
  // "If the active player has 11 or more Family Honor": the Family Honor of
  // the condition's player (subject You or ActivePlayer); alone in it.
  std::optional<StatCompare> family_honor;
  // "if you are the Defender": the condition's player is the Defender of
  // the current attack (CR20F "Defender"); alone in its condition.
  bool you_defend = false;
  // "If any of your Provinces have been destroyed this game": how many of
  // the condition's player's Provinces are destroyed (subject You).
  std::optional<StatCompare> provinces_destroyed;
  // Compassion (keywords.md): the condition's player has fewer Provinces
  // (not destroyed) than each other player still in the game (subject You).
  bool fewer_provinces = false;
  // "If you won the duel by three or more": the card (subject) won this
  // action's duel by that much (the difference of the duel totals).
  std::optional<StatCompare> won_duel_by;
  // "whose total Force of all units at home is less than yours": the total
  // Force of the units at home of the condition's player (subject You or
  // InterruptedPlayer), bowed cards too; alone in it.
  std::optional<StatCompare> home_force;
  // "if the duel is not during a battle" (false) / "during battle" (true):
  // whether a battle is being fought now; alone in its condition.
  std::optional<bool> during_battle;
};

// What a duel (Op::Duel) is fought with and what it costs the loser.
struct DuelSpec {
  bool force = false;      // a "duel of Force"; Chi otherwise
  bool personal_honor = false;  // a "duel of Personal Honor"
  bool refusable_if_unbowed = false;  // only a challenged Personality who is unbowed may refuse
  bool reverse = false;     // the ability's target challenges the card (not the card the target)
  bool must_focus = false;  // each player must focus at least once (while he can)
  bool refusable = false;  // the challenged player may refuse
  enum class Loser : std::uint8_t { Destroy, Bow, Dishonor, None } loser = Loser::Destroy;
  int winner_honor = 0;    // Honor the winner's player gains
  int refuse_honor = 0;    // Honor the refusing player loses
};

enum class Until : std::uint8_t { EndOfTurn, EndOfBattle, Permanent };

// A delayed effect of an action (CR20F "Duration of Effects", "Order of
// Effects" exception 3): it is set up as the action resolves and happens at
// a later point: just before this battle's resolution, just after it, once
// the battle has ended, once the Attack Phase has ended, before the turn ends.
enum class Delay : std::uint8_t {
  None,
  BeforeBattleResolves,
  AfterBattleResolves,
  AfterBattleEnds,
  AfterAttackPhase,
  BeforeTurnEnds,
  // After the next time (this turn) the action's first target is assigned
  // to attack the action's player (CR20F "Delayed Effects": "after the next
  // time ... assigns to attack"); dropped when the turn ends.
  AfterTargetAttacksYou,
  // After the next time (this turn) the action's first target is assigned
  // to attack, whoever defends.
  AfterTargetAttacks,
  // After the next time (this turn) either the action's first target is
  // assigned to attack the action's player or an action on his card
  // resolves (once, whichever comes first).
  AfterTargetAttacksYouOrActs,
  // "When this turn ends" (CR20F "Drawing and Discarding Fate Cards": "at
  // the end of the turn" is the end-of-turn draw): with that draw, before
  // the discard down to the maximum hand size. A choice may wait for it.
  AtTurnEnd,
};

// The keywords a give_keyword effect may give (their rules the engine
// knows, CR20F "Keywords"), by index: the index is what the lasting
// modifier keeps (ModKind::Keyword). -1 for any other word.
inline int given_keyword_index(std::string_view k) {
  constexpr std::string_view kGiven[] = {"Cavalry", "Tactician", "Conqueror", "Resilient", "Expendable",
                                         "Elite",   "Naval",     "Duelist",   "Kensai"};
  for (int i = 0; i < static_cast<int>(std::size(kGiven)); ++i)
    if (kGiven[i] == k) return i;
  return -1;
}
inline std::string_view given_keyword_name(int i) {
  constexpr std::string_view kGiven[] = {"Cavalry", "Tactician", "Conqueror", "Resilient", "Expendable",
                                         "Elite",   "Naval",     "Duelist",   "Kensai"};
  return i >= 0 && i < static_cast<int>(std::size(kGiven)) ? kGiven[i] : std::string_view();
}

struct Effect {
  Op op = Op::Bow;
  Ref subject = Ref::Target;
  Amount amount;
  Until until = Until::EndOfTurn;
  DuelSpec duel;  // Op::Duel only
  std::vector<std::vector<Effect>> choices;  // Op::Choose only
  std::optional<Condition> condition;        // "If ...": the effect happens only then
  std::optional<Filter> each;  // apply to every card in play that matches, not to `subject`
  bool unit = false;           // also to the cards attached to the subject ("his unit")
  // In an Interrupt: a delayed effect that happens after the interrupted
  // action resolves ("straighten this Follower after it resolves").
  bool after_it_resolves = false;
  std::string creates;         // Op::Create: the id of the created Personality's card
  std::string keyword;         // Op::GiveKeyword: the keyword given
  bool refill_face_up = false; // Op::Recruit: its Province is refilled face-up
  std::uint8_t attacks = 0;    // Op::AttackStrength, Op::NegateAttacks: AttackKind bits
  // Op::MoveToBattlefield: the id of the Territory whose battlefield the
  // subject moves to ("to the Imperial District"); empty: the current one.
  std::string to_territory;
  // Op::RemoveAllAbilities, Op::RemoveAbilities: which cards may be chosen
  // (absent: any card in play or intact Territory).
  std::optional<Filter> among;
  bool same_target = false;  // Op::AdditionalActions: "which must target the same card"
  // Op::Search for any card like this (a Ring), chosen by the player
  // among those found in the filter's zone; `creates` names one card instead.
  std::optional<Filter> finds_any;
  bool proclaim = false;     // Op::Recruit: the player Proclaims him (CR20F "Proclaim"), if he may
  bool ignore_honor_requirement = false;  // Op::Recruit: his Honor Requirement does not apply
  TokenSpec token = {};      // Op::GiveTokens, Op::RemoveTokens: which token
  bool any_token = false;    // Op::RemoveTokens: tokens of any name
  Delay delay = Delay::None;  // a delayed effect: when it happens (GameState::delayed)
  // Op::MoveHome, Op::MoveToBattlefield: "straighten him as he moves" (CR20F
  // "Resolving Effects": effects linked by "as" depend on the move). They
  // happen only if the card actually moved; a card effect acts on the moved
  // card (with `unit`, his unit), a player effect on its player.
  std::vector<Effect> as_moves;
  // Op::Duel: what happens if the challenged player refuses ("If he refuses,
  // dishonor him"), with the action's targets and player.
  std::vector<Effect> refused;
  // Op::Fear: "After this bows the target, ...": effects that happen right
  // after this Fear bows a card (it was unbowed), with the action's targets
  // and player; nothing when the Fear does not bow it.
  std::vector<Effect> after_bows;
  // Op::Search: "may search": the searching player may find nothing.
  bool may = false;
  bool any_province = false; // Op::ProvinceStrength: "a Province": the player chooses one as it resolves
  bool from_face_up = false;  // Op::ToProvince: only a Province with a face-up card, which alone is discarded
  // "This movement will not be negated": negations (CR20F "Negate": a
  // prevention effect) do not stop this one effect, even of a negated action.
  bool unpreventable = false;
  // Op::SwitchLocations: "this is not considered movement" (CR20F
  // "Locations"): nothing that stops or negates movement stops it.
  bool not_movement = false;
  // Op::Choose: only the lists that would do something are offered.
  bool only_possible = false;
  // Op::CannotStraighten: "while <card> remains unbowed and in play": the
  // effect ends for good when that card bows or leaves play.
  std::optional<Ref> while_unbowed;
  Destination destination = Destination::OtherLocation;  // Op::MoveToLocation
  // Op::SwitchLocations: who trades locations with the subject: Self (this
  // Personality, the card with the ability) or Target2 (the second target).
  Ref with = Ref::Self;
  // Op::NegateMove: only the subject's movement into an attacking army (a
  // move to a battlefield of the attack while his side attacks).
  bool into_attacking_army = false;
  // Op::FirstBattleAction: the first opportunity's action must come from a
  // card in a unit (a Personality or a card attached to one).
  bool from_unit = false;
  int losses = 0;  // Op::IncreaseHonorLosses: how many Honor losses are increased
  // Op::LookAtTop: how many of the cards looked at go into the hand, and
  // between how many go to the bottom of the deck (Op::BanishFromDiscard:
  // how many are banished); `any_order`: the rest go back in the order the
  // player picks.
  std::int8_t to_hand = 0;
  std::int8_t min_cards = 0;
  std::int8_t max_cards = 0;
  bool any_order = false;
  // Op::Search: the card found goes into the player's discard pile, not
  // his hand.
  bool to_discard = false;
};

struct Ability {
  std::uint8_t designators = 0;
  std::uint8_t keywords = 0;
  std::vector<std::string> descriptive;  // Political, Kiho, Earth, ...
  std::vector<Cost> costs;
  std::vector<TargetSpec> targets;  // "t", then "t2"
  std::vector<Effect> effects;
  // Conditions on using it: the ability's player must be the Attacker, etc.
  bool requires_your_turn = false;
  bool requires_not_your_turn = false;
  // The older Terrains' condition: during a battle, no Terrain is in play at
  // the current battlefield (when it is used, and again when it resolves).
  bool requires_no_terrain_here = false;
  // "If the action is yours": an Interrupt usable only to an action its own
  // player takes.
  bool requires_your_action = false;
  // "another player's action": an Interrupt usable only to an action a
  // player not on its player's side takes.
  bool requires_others_action = false;
  // Siege rule 4: on a Clock card, usable only at this Threat Level or more.
  std::uint8_t threat = 0;
  // "Each Rokugani player has the ability": once per turn for each player,
  // not once per turn for the card.
  bool each_player = false;
  // ":Rank: times per turn": how many times a turn it may be used (unset: once).
  std::optional<Amount> per_turn;
  // An Interrupt usable only to an action this condition holds for (its
  // subject is interrupted_card or interrupted_target).
  std::optional<Condition> interrupting;
  // "This may not be prevented": no negation (CR20F "Negate": a prevention
  // effect) stops its effects.
  bool unpreventable = false;
  // Rings (CR20F "Ring"). A "play" ability is used only from the hand (it
  // puts the Ring into play: Op::PlaySelf); discard_to_use: the card's player
  // may discard it from his hand to use this ability without its costs.
  bool play_from_hand = false;
  bool discard_to_use = false;
  // An Interrupt usable only to an action with one of these designators
  // (the Ring of Earth answers only Battle actions).
  std::uint8_t interrupts = 0;
  // An Interrupt usable only to an action whose ability has attacks of
  // these kinds (AttackKind bits): "the Fear action", "if the action is a
  // Ranged Attack action".
  std::uint8_t interrupts_attacks = 0;
  // An Interrupt usable only to an action with this descriptive keyword
  // ("if the action is Political"; CR20F "Ability Keywords").
  std::string interrupts_keyword;
  // An Interrupt usable only to the action that brings this card into play
  // (its Recruit, from its Province; keywords.md "Interrupt": an Interrupt on
  // a card out of play may be used on the action that brings it into play);
  // its after_it_resolves effects happen only if the card is then in play.
  bool interrupts_own_entry = false;
  // An "If" that starts the effects (CR20F Good Faith): the ability is
  // offered only when it holds (about a target: only such targets are
  // offered), and it is checked again when the action resolves: if it no
  // longer holds, none of the effects happen.
  std::optional<Condition> condition;
};

// A continuous trait on a card: "This Personality has +1PH", "+2F while he has
// a Spell" (CR20F "Continuous Traits").
struct Trait {
  // Rank: Siege rule 5's Rank is increased by `amount` (a Clock card's trait).
  // DuelForce: "uses his Force as his duel stat". Strength: attacks
  // (`attacks`) get `amount` strength when their target matches `each`.
  // FearDestroys: after a Fear effect bows a card matching `each`, destroy
  // it. AttacksBow: Melee and Ranged Attacks bow cards matching `each`
  // instead of destroying them.
  // RecruitOpen, ExtraCycle (Siege Clock cards, for the card's controller):
  // Recruiting is also an Open action; Cycle may be used once on a turn
  // that is not the first. BlankTerritories (a Siege Clock card): the intact
  // Territories but the last one (the Imperial District) have no text.
  enum class Kind : std::uint8_t {
    Stat,
    Rank,
    DuelForce,
    Strength,
    FearDestroys,
    AttacksBow,
    RecruitOpen,
    ExtraCycle,
    BlankTerritories,
    Destined,          // cards matching `each` have Destined
    RefillOnEntering,  // after a card matching `each` enters play from a Province, it refills face-up
    FirstDiscount,     // the first card matching `each` its controller brings into play costs `amount` less
    HandSize,          // "You have +N maximum hand size": the controller's maximum hand size changes by `amount`
    EntersUnbowed,     // "Enters play unbowed": a Holding that is not bowed when it enters play
    RefusesAttach,     // "Cannot attach Followers": attachments matching `each` (types, keywords) may not attach to this Personality
    AttachDiscount,    // on a Personality: Equipping an attachment matching `each` (types, keywords) to him costs `amount` less Gold
    NegatesFear,       // "Negate Fear effects targeting this card"
    StatMinimum,       // "This Personality has a minimum Chi of N": `stat` is at least `amount`
    FearReachesFollowed,  // Fear effects may target Personalities matching `each` that have Followers
    NegatesFirstMoveOut,  // the first effect each turn that would move a card matching `each` out of the battle is negated
    UnstoppableUnpreventable,  // its controller's Unstoppable actions' effects cannot be prevented (negated)
    CannotBeDestroyed,         // this card cannot be destroyed
    HandProtected,             // other players' effects do not discard cards from its controller's hand
    NegatesMassForcePenalties, // a Force penalty effect reaching `amount` or more cards matching `each` is negated
    Keyword,              // "This Personality has Cavalry": the subject has `keyword` as if it were printed
    // On an attachment (CR20F "Substitution", "Negate"): before another
    // player's card destroys its Personality, this card is destroyed
    // instead; before its Personality is dishonored, this card is destroyed
    // and the dishonoring negated.
    DestroyedInstead,
    PreventsDishonor,
    ProvinceStrength,     // its controller's Provinces have `amount` more strength
    FirstTurnGold,        // a Stronghold that produces `amount` Gold on its controller's first turn
    ExtraCyclePerGame,    // its controller may Cycle one more time per game, on any turn
    LobbyBonus,           // its controller has a Lobby Bonus of `amount` (CR20F "Lobby Bonus")
    ProclaimDiscount,     // Personalities its controller Proclaims cost `amount` less Gold
    // On an attachment, read from the hand: Equipping it to a Personality
    // matching `each` costs `amount` less Gold ("Attaches to a Crab Clan
    // Personality for 1 less Gold").
    EquipDiscount,
    // On a Dynasty card, read in its Province: Recruiting it costs `amount`
    // less Gold while `condition` holds ("if you are a Lion Clan player").
    RecruitDiscount,
    // CR20F "From" ("This Province" on a Fortification is the Province it is
    // attached to, on other cards the current battlefield's): that Province
    // has `amount` more strength while this card is in play.
    ThisProvinceStrength,
    // A deck-construction rule: a deck holding this card must have at least
    // `amount` Holdings (checked by validate_deck, not in play).
    DeckMinHoldings,
    // A Ring that does not count toward an Enlightenment Victory
    // (CR20F "Enlightenment Victory" counts the Rings a player controls).
    NoEnlightenment,
    // "May attach two Weapons": this Personality may have a second Weapon,
    // as a Kensai may (CR20F "Weapon", "Kensai").
    TwoWeapons,
    // Attacks (`attacks`) may not target cards matching `each` (CR20F
    // "Targeting": a card that cannot be targeted is not a legal target).
    Untargetable,
    // "This card enters play bowed": however it enters play (CR20F "Cards
    // vs. rules": the card overrides the rulebook's unbowed entry).
    EntersBowed,
    // An attachment the rulebook Equip may take from its owner's Fate
    // discard pile as from his hand.
    EquipFromDiscard,
    // "This Personality cannot defend" (CR20F glossary "Defend"): he is never
    // in a defending army: not assigned, moved or Recruited into one.
    CannotDefend,
    ExtraCycleFirstTurn,  // its controller may Cycle twice on his first turn (a Stronghold's)
    // CR20F "Challenge": this Personality never refuses a challenge (a
    // refusable one issued to him is accepted).
    NeverRefusesChallenges,
    // CR20F Duel: in each duel against this Personality (while `condition`
    // holds), the first card the other player focuses is focused face-up.
    OpponentFirstFocusFaceUp,
    // A Stronghold's: once per game its controller may produce `amount` Gold
    // while paying a cost, without bowing anything (Player::once_per_game_gold_used).
    OncePerGameGold,
    // A state check: the card is destroyed as soon as `condition` holds (an
    // attachment whose Personality joins an attacking army).
    DestroyedWhile,
    // A Holding's, read in its Province: it may only be Recruited (enter
    // play) while `condition` holds for the recruiting player ("Will only
    // enter play if you are a Crab Clan player"; CR20F "Clan Alignment").
    EntersOnlyIf,
    // A Stronghold's: the first Province its controller refills during his
    // own Dynasty Phase each turn is refilled face-up, while `condition`
    // holds for him.
    FirstDynastyRefillFaceUp,
    // A Strategy's, read in its owner's discard pile: it has Discipline
    // `amount` while `condition` holds for him ("If you are a Crab Clan
    // player, this Strategy has Discipline"; CR20F "Discipline").
    Discipline,
    // "Battle resolution will not destroy cards in this unit while ...":
    // battle resolution (CR20F "Battle Resolution") does not destroy cards
    // matching `each` while `condition` holds.
    SparedByResolution,
    // A Personality's, read as he is Proclaimed: the Proclaim's Honor gain
    // is raised to `amount` (times its `per` count, at most `per_max`) when
    // that is more than his Personal Honor (CR20F "Proclaim").
    ProclaimGain,
    // While the card is in play, an Honor Victory needs `amount` more Family
    // Honor and a Dishonor loss `amount` less (CR20F "Honor Victory",
    // "Dishonor Loss"), for every player.
    HonorThresholds,
    // "May only attach one Weapon": this Personality may not have a second
    // Weapon, even as a Kensai (CR20F "Continuous Effect Conflicts": the
    // card's own text overcomes the keyword's).
    OneWeapon,
  } kind = Kind::Stat;
  Ref subject = Ref::ThisPersonality;
  std::uint8_t stat = 0;  // l5r::Stat value
  int amount = 0;
  std::optional<Condition> condition;  // "while ..."
  std::uint8_t threat = 0;  // Siege rule 4: on a Clock card, the trait's number
  // "Your Warriors have +1F": the trait is on every card in play matching this
  // (from the point of view of the card's controller), not on `subject`.
  std::optional<Filter> each;
  std::uint8_t attacks = 0;     // Strength: AttackKind bits
  bool own_attacks = false;     // Strength: only the controller's attacks ("Your Fear effects")
  bool enemy_attacks = false;   // Strength: only other players' attacks ("Other players' Ranged Attacks")
  // Strength: only attacks of actions whose card is in the unit of the card
  // with the trait ("Ranged Attacks from actions in this unit").
  bool from_this_unit = false;
  // Strength: only attacks of actions whose card matches this ("Ranged
  // Attacks from this Personality's Goblin Followers"; with from_this_unit).
  std::shared_ptr<const Filter> from_cards = {};
  std::string keyword;          // Keyword: the keyword granted ("Cavalry")
  // Stat: an amount counted whenever the stat is read, instead of `amount`
  // ("a Force bonus equal to its Personality's printed Force").
  std::optional<Amount> amount_of;
  // Stat: "+1F for each bowed card in the enemy army": `amount` counts once
  // for each card matching `per` (in play; with its zone discard, in the
  // discard piles), as the trait's controller sees it, at most `per_max`
  // cards (0: no maximum).
  std::shared_ptr<const Filter> per = {};
  int per_max = 0;
};

// A triggered trait: "After you Equip this Item, gain 2 Honor." It is an
// ability without designators or costs that the game uses for its card's
// controller when the trigger happens (CR20F "Triggered Traits": "once a
// triggered trait starts, activate all its costs, targeting, and effects in
// sequence"): the inherited targets, "if" condition and effects, with the
// threat number of a Clock card. Triggers that happen together wait in
// GameState::triggered, and the active player orders them (CR20F "Timing
// Conflicts"; game/rules/triggers.cpp).
struct Trigger : Ability {
  enum class When : std::uint8_t {
    AfterEquipped,
    AfterRecruited,
    AfterEntersPlay,
    AfterYouRecruit,  // after this card's controller Recruits a card matching `card`
    Revealed,         // Siege: a Clock card revealed at the start of the Challenge turn
    AfterYouDestroy,  // after the controller's card destroys his card matching `card`
    FocusEffect,      // "As a Focus Effect": the card is focused in a duel and the strike is called
    // A Ring's condition for entering play from its player's hand (CR20F
    // "Ring"): he may play it right after the condition is met. After a battle
    // resolves at his Province, which survived and had enemy units at its
    // battlefield at some time; after a card enters his Fate discard pile,
    // which then has more cards than his hand.
    PlayAfterBattleHeld,
    PlayAfterDiscardOutgrowsHand,
    BeforeEndDraw,    // before its controller draws at the end of his turn (CR20F "Drawing and Discarding Fate Cards")
    // CR20F "Invest": paying `invest` more Gold for the card as it enters
    // play (raising its Gold Cost for good), or as an extra cost of an action
    // from a Strategy, gives these effects after it enters play (a
    // Strategy's: at the end of the action's effects).
    Invested,
    AfterWinsDuel,      // after this Personality wins a duel (CR20F "Duel")
    // After a battle resolution in which this card was in an army that
    // destroyed enemy cards or a Province (CR20F "Battle Resolution").
    AfterArmyDestroys,
    // After this card is destroyed (with during_battle: only during an
    // Attack Phase's battle); it is then in its discard pile, and its
    // controller's triggered trait still acts (CR20F "Card Memory").
    AfterDestroyed,
    AfterStraightens,  // after this card straightens (it was bowed)
    AfterBows,         // after this card bows (it was unbowed)
    // After another player's action targets this card: `by` designators and
    // `by_keyword` narrow which actions ("Battle", "Political").
    AfterTargeted,
    AfterTurnBegins,         // after its controller's turn begins
    AfterProvinceDestroyed,  // after one of its controller's Provinces is destroyed
    AfterLobbies,            // after this Personality is bowed to Lobby (CR20F "Lobby")
    AfterProclaimed,         // after its controller Recruits and Proclaims this Personality (CR20F "Proclaim")
    // Before its owner's turn ends (as the end-of-turn delayed effects do,
    // ahead of the draw), while the card is in his Fate discard pile.
    BeforeTurnEndsInDiscard,
    AfterYouPlayRing,  // after its controller puts a Ring into play (CR20F "Ring"), however
    // A Terrain's: after a card at its battlefield (matching `card`; with
    // not_yours, one its controller does not control) is destroyed.
    AfterDestroyedHere,
    // After this Fate card goes from its owner's hand to his discard pile (a
    // discard; not a focus, CR20F "Focus"); with during_battle, only during a battle.
    AfterDiscardedFromHand,
  } when = When::AfterEquipped;
  std::optional<Filter> card;  // AfterYouRecruit: which cards
  // FocusEffect: the effects wait until the duel has resolved ("after this
  // duel ends"), and with if_won happen only if the card's player's
  // Personality won it.
  bool after_duel = false;
  bool if_won = false;
  int invest = 0;  // Invested: the Invest Gold cost
  // "After the first time each turn ...": it triggers once a turn.
  bool first_each_turn = false;
  bool during_battle = false;  // AfterDestroyed: only while a battle is being fought
  std::uint8_t by = 0;         // AfterTargeted: Designator bits the targeting action must have (0: any)
  std::string by_keyword;      // AfterTargeted: an ability keyword it must have ("Political")
  // ADV20F "Courtesy": a trait that starts with "Courtesy:" has no effect
  // for a player who went first this game (triggers fired on entering play,
  // being Recruited or Equipped, winning a duel, an army's destruction).
  bool courtesy = false;
  // AfterBows: only a bow its controller causes ("after you bow this
  // Holding": his costs, his Gold production, his own effects).
  bool by_you = false;
  // AfterEntersPlay: only when the card entered play from its controller's
  // hand ("after this Follower enters play from your hand"; an Equip of it
  // from the hand, or an effect attaching it from there).
  bool from_hand = false;
  // AfterRecruited: an Onyx "Response" (keywords.md "Response"): no trait
  // but an action its controller may take right after the action that
  // Recruited the card resolves. He pays its `costs`, its `keywords` apply
  // (Tireless), and other players may Interrupt it.
  bool response = false;
  // AfterDestroyedHere: only a card its controller does not control ("that
  // you do not control": his allies' cards too).
  bool not_yours = false;
};

// Whether a trigger waits in GameState::triggered to start on its own, with
// targets and questions (the "after" triggers), or is carried out inside the
// procedure that triggers it (a Focus Effect, a Clock card's reveal, Invest,
// the draw at the end of the turn, a Ring's condition).
inline bool queued(Trigger::When w) {
  using W = Trigger::When;
  switch (w) {
    case W::AfterEquipped:
    case W::AfterRecruited:
    case W::AfterEntersPlay:
    case W::AfterWinsDuel:
    case W::AfterArmyDestroys:
    case W::AfterDestroyed:
    case W::AfterStraightens:
    case W::AfterBows:
    case W::AfterTargeted:
    case W::AfterTurnBegins:
    case W::AfterProvinceDestroyed:
    case W::AfterLobbies:
    case W::AfterProclaimed:
    case W::AfterYouPlayRing:
    case W::AfterDestroyedHere:
    case W::AfterDiscardedFromHand: return true;
    default: return false;
  }
}

}  // namespace l5r
