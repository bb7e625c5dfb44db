#pragma once
// GameState: the whole game as plain data (DESIGN: "State is a value"). Ids
// instead of pointers, every card instance in exactly one zone, the RNG inside.
// Copying it is a memberwise copy; it serializes with cereal.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "game/model/frames.h"
#include "game/model/ids.h"
#include "game/model/question.h"
#include "game/model/rng.h"
#include "game/model/siege_state.h"

namespace l5r {

enum class Zone : std::uint8_t {
  DynastyDeck,
  FateDeck,
  Hand,
  Province,
  InPlay,  // home or a battlefield; attachments are in play under their Personality
  DynastyDiscard,
  FateDiscard,
  Removed,  // outside the game
  Resolving,  // a Strategy being played (CR20F "Resolution Area")
  Focused,    // face-down in a duel's focusing area (CR20F "Focusing Area")
  // Siege (game/model/siege_state.h): held in GameState::siege, not in a player's lists.
  Territory,
  ClockDeck,
  ClockDiscard,
};

// A token on a card in play (CR20F "Token"): its name, which is also a
// keyword ("Poison"; empty for a plain "+1F token"), and the stat bonuses or
// penalties it conveys while it is there. Tokens are removed from the game
// when their card leaves play.
struct Token {
  std::string name;
  std::int8_t force = 0;
  std::int8_t chi = 0;
  std::int8_t personal_honor = 0;
  std::int8_t gold_production = 0;
  std::int8_t province_strength = 0;  // on a Province: its strength bonus or penalty
  bool operator==(const Token&) const = default;
  template <class A>
  void serialize(A& ar) {
    ar(name, force, chi, personal_honor, gold_production, province_strength);
  }
};

struct Card {
  DefId def = kNoDef;
  PlayerId owner = 0;
  PlayerId controller = 0;
  Zone zone = Zone::DynastyDeck;
  std::int8_t province = -1;  // which Province, while in Zone::Province; in play, the one a Fortification is attached to
  std::int8_t location = kHome;  // in play: kHome or a battlefield index
  CardId attached_to = kNoCard;
  bool bowed = false;
  bool face_up = false;
  bool dishonorable = false;
  bool dead = false;  // a destroyed Personality in the discard pile (CR20F "Dead")
  bool resilience_used = false;  // CR20F "Resilient": once per game per card
  bool blind = false;  // focused blind from the deck: unknown even to its owner
  bool created = false;  // a created Personality: it exists only in play
  std::int8_t left_province = -1;  // the Province it last left ("refill it face-up")
  bool disciplined = false;  // played by Discipline: leaves the game instead of the discard pile
  std::vector<Token> tokens = {};  // only while in play (CR20F "Token")
  CardId former_host = kNoCard;  // the Personality it was attached to when it last left play ("its former unit")

  template <class A>
  void serialize(A& ar) {
    ar(def, owner, controller, zone, province, location, attached_to, bowed, face_up,
       dishonorable, dead, resilience_used, blind, created, left_province, disciplined, tokens, former_host);
  }
};

struct Province {
  std::vector<CardId> cards;  // normally at most one Dynasty card
  std::int16_t strength_bonus = 0;  // lasting for the game
  std::int16_t turn_bonus = 0;      // ends with the turn (CR20F "Duration of Effects")
  bool destroyed = false;
  std::vector<Token> tokens;  // CR20F "Token": tokens given to the Province ("a +2 strength Wall token")
  template <class A>
  void serialize(A& ar) {
    ar(cards, strength_bonus, turn_bonus, destroyed, tokens);
  }
};

// Player abilities limited to once per turn (CR20F "Player Abilities and Traits").
enum class PlayerAbility : std::uint8_t { Cycle = 0, Proclaim = 1, Lobby = 2, FavorLimited = 3, Legacy = 4, FavorBattle = 5,
                                        Cavalry = 6, NavalInvasion = 7 };

struct Player {
  std::string name;
  CardId stronghold = kNoCard;
  CardId sensei = kNoCard;
  std::int16_t honor = 0;
  std::int16_t gold_pool = 0;  // lasts until the end of the phase
  std::uint16_t turns_started = 0;
  std::uint8_t used_this_turn = 0;  // bits of PlayerAbility
  bool went_first = false;
  // CR20F "Honor Requirement": after losing Honor to anything but his own
  // cards, a player ignores Honor Requirements of his own clan's Personalities.
  bool ignores_clan_honor_requirements = false;
  bool eliminated = false;
  bool enlightened = false;  // has controlled five Rings of different elements
  bool extra_cycle_used = false;  // has used a Cycle "one additional time per game"
  bool once_per_game_gold_used = false;  // has produced a Stronghold's "once per game" Gold
  std::vector<CardId> dynasty_deck;  // back() is the top
  std::vector<CardId> fate_deck;     // back() is the top
  std::vector<CardId> hand;
  std::vector<CardId> in_play;
  std::vector<CardId> dynasty_discard;
  std::vector<CardId> fate_discard;
  std::vector<CardId> removed;
  std::vector<CardId> resolving;
  std::vector<CardId> focused;
  std::vector<Province> provinces;
  std::vector<Token> tokens;  // CR20F "Token": tokens given to the player ("Influence tokens")
  // Increases waiting for the next Honor losses caused by this player's
  // cards (Op::IncreaseHonorLosses), the next first (cleared as a turn
  // begins).
  std::vector<std::int8_t> honor_loss_boosts;

  bool used(PlayerAbility a) const { return used_this_turn & (1u << static_cast<int>(a)); }
  void mark_used(PlayerAbility a) {
    used_this_turn = static_cast<std::uint8_t>(used_this_turn | (1u << static_cast<int>(a)));
  }

  template <class A>
  void serialize(A& ar) {
    ar(name, stronghold, sensei, honor, gold_pool, turns_started, used_this_turn, went_first,
       ignores_clan_honor_requirements, eliminated, enlightened, dynasty_deck, fate_deck, hand, in_play,
       dynasty_discard, fate_discard, removed, resolving, focused, provinces, extra_cycle_used, tokens,
       once_per_game_gold_used, honor_loss_boosts);
  }
};

enum class Stat : std::uint8_t {
  Force,
  Chi,
  PersonalHonor,
  HonorRequirement,
  GoldCost,
  GoldProduction,
  ProvinceStrength,
};
// NoStraighten: the card cannot straighten (its stat and amount unused;
// game/rules/c_rules.cpp).
// Keyword: not a stat change; the card has the keyword numbered `amount`
// (kGivenKeywords, game/rules/abilities.cpp) while the modifier lasts.
enum class ModKind : std::uint8_t { Bonus, Minimum, Maximum, NoStraighten, Keyword };
enum class Duration : std::uint8_t { EndOfTurn, EndOfBattle, Permanent };

// A lasting change to one card's stat (CR20F "Bonuses and Penalties",
// "Minimums and Maximums", "Duration of Effects").
struct StatModifier {
  CardId card = kNoCard;
  Stat stat = Stat::Force;
  ModKind kind = ModKind::Bonus;
  Duration until = Duration::EndOfTurn;
  std::int16_t amount = 0;
  // "While <anchor> remains unbowed and in play": the modifier ends for good
  // when that card bows or leaves play (kNoCard: no such link).
  CardId anchor = kNoCard;
  template <class A>
  void serialize(A& ar) {
    ar(card, stat, kind, until, amount, anchor);
  }
};

enum class Phase : std::uint8_t { Setup, Action, Attack, Dynasty, EndOfTurn, GameOver };

// The current attack (CR20F "Attack Phase"): one battlefield per Province of
// the Defender, by Province index; in Siege, when the Challenge player
// attacks, one per intact Territory instead (Siege rule 10).
struct Attack {
  bool active = false;
  PlayerId attacker = kNoPlayer;
  PlayerId defender = kNoPlayer;  // in Siege, one member stands for the Rokugani team
  bool at_territories = false;    // battlefield_province holds Territory indices
  std::vector<std::int8_t> battlefield_province;  // battlefield index -> Defender's Province
  std::vector<bool> fought;
  std::int8_t current = -1;  // battlefield of the battle being fought
  std::vector<CardId> resolved_attackers;  // CR20F "No Second Battle Rule"
  // Allies (multiplayer; Celestial "Invite Allies"), by player: who invited
  // him, and which army he joined once he assigned a unit.
  enum : std::uint8_t { kNotInvited = 0, kInvitedByAttacker = 1, kInvitedByDefender = 2, kInvitedByBoth = 3 };
  enum : std::uint8_t { kNoArmy = 0, kAttackingAlly = 1, kDefendingAlly = 2 };
  std::vector<std::uint8_t> invited;
  std::vector<std::uint8_t> joined;
  bool naval_invasion = false;  // CR20F "Naval Invasion" was used in this battle's Engage segment
  // Who acts first in this battle's Combat segment, when an Engage effect
  // (Gathering) gave a player that opportunity.
  PlayerId combat_first = kNoPlayer;
  // With combat_first: that opportunity's action must come from a card in a
  // unit (Effect::from_unit).
  bool combat_first_from_unit = false;
  // By battlefield: an enemy of the Defender had a unit there at some time
  // during this attack (the Ring of Earth's condition).
  std::vector<bool> enemy_was_there;
  template <class A>
  void serialize(A& ar) {
    ar(active, attacker, defender, at_territories, battlefield_province, fought, current, resolved_attackers,
       invited, joined, naval_invasion, combat_first, enemy_was_there, combat_first_from_unit);
  }
};

enum class Victory : std::uint8_t {
  None,
  Honor,
  Dishonor,
  Military,
  Enlightenment,
  TurnLimit,  // not a rules victory: the game was stopped (sims)
  // Siege rule 12.
  HourOfTheSerpent,  // the Rokugani team wins: the Challenge player reached the last Clock card
  ImperialDistrict,  // the Challenge player wins: the Imperial District was destroyed
  TeamFallen,        // the Challenge player wins: every Rokugani player lost
};

struct Result {
  bool over = false;
  PlayerId winner = kNoPlayer;
  Victory victory = Victory::None;
  template <class A>
  void serialize(A& ar) {
    ar(over, winner, victory);
  }
};

// "You may not target him with actions this turn": `by`'s actions may not
// target `card` until the end of the turn (or until it leaves play).
struct UntargetableBy {
  CardId card = kNoCard;
  PlayerId by = kNoPlayer;
  template <class A>
  void serialize(A& ar) {
    ar(card, by);
  }
};

// "Actions on cards in his unit may not target this Shugenja": until the end
// of the turn, an action on a card in `unit`'s unit (CR20F "Unit") may not
// target `card` (Op::UntargetableFromUnit).
struct UntargetableFrom {
  CardId card = kNoCard;
  CardId unit = kNoCard;
  template <class A>
  void serialize(A& ar) {
    ar(card, unit);
  }
};

// An ability removed from a card (the Hour of the Rat) until the next turn
// of `until_turn_of` begins; `ability` -1: all of the card's abilities.
struct RemovedAbility {
  CardId card = kNoCard;
  std::int8_t ability = -1;
  PlayerId until_turn_of = kNoPlayer;
  // "Permanently remove all abilities": for as long as the card stays in play.
  bool permanent = false;
  template <class A>
  void serialize(A& ar) {
    ar(card, ability, until_turn_of, permanent);
  }
};

// CR20F "Copy": `card` has, until the end of the turn, a copy of ability
// `ability` of `from` (as its ability kCopiedAbility).
struct CopiedAbility {
  CardId card = kNoCard;
  CardId from = kNoCard;
  std::int8_t ability = 0;
  template <class A>
  void serialize(A& ar) {
    ar(card, from, ability);
  }
};

// A card an action targeted, remembered by the Terrain the action put into
// play ("the cards this ability targeted have +2F"; Serpent Tunnels).
struct TargetedBy {
  CardId source = kNoCard;
  CardId card = kNoCard;
  template <class A>
  void serialize(A& ar) {
    ar(source, card);
  }
};

// A Ring's condition for entering play (a Trigger::When) was met for `player`.
struct RingWindow {
  PlayerId player = kNoPlayer;
  std::uint8_t when = 0;
  template <class A>
  void serialize(A& ar) {
    ar(player, when);
  }
};

// A triggered trait waiting to start (CR20F "Timing Conflicts"): the
// trigger `index` of `card`, for `player`, caused by `cause` (a player).
struct PendingTrigger {
  CardId card = kNoCard;
  std::uint8_t index = 0;
  PlayerId player = kNoPlayer;
  PlayerId cause = kNoPlayer;
  template <class A>
  void serialize(A& ar) {
    ar(card, index, player, cause);
  }
};

// A delayed effect waiting for its time (Effect::delay): effect `effect` of
// the ability `frame` resolved, with that frame's targets and player, at the
// battlefield of the battle then fought (-1: none).
struct DelayedEffect {
  ActionFrame frame;
  std::uint8_t effect = 0;
  std::uint8_t when = 0;  // a Delay
  std::int8_t battlefield = -1;
  template <class A>
  void serialize(A& ar) {
    ar(frame, effect, when, battlefield);
  }
};

// The card in a GameState::used_abilities key, and the key with another
// card in its place (a view renumbers hidden cards): the one place that
// knows the key's layout besides the rules that make keys.
inline CardId used_key_card(std::uint32_t key) { return static_cast<CardId>((key >> 4) & 0xFFFFFu); }
// Marks of the turn's history kept with the used abilities: a tag no player
// index reaches in the top byte, the card in bits 4-23, a detail in 0-3.
enum class UsedTag : std::uint32_t {
  BowedContributes = 0xF4,    // a card adds its Force to its army only while bowed (this turn)
  Lobbied = 0xF5,             // a Personality bowed to Lobby (CR20F "Lobby")
  AdditionalUse = 0xF6,       // one more use of a card's abilities this turn (CR20F "Additional Use")
  FirstDynastyRefill = 0xF8,  // a Stronghold's first face-up refill this turn (its trait)
  SpellCast = 0xFC,           // a Personality cast a Spell (the detail: its element)
  DuelWon = 0xFD,             // a Personality won a duel
  FirstTime = 0xFE,           // a trigger's "after the first time each turn"
  FirstMoveOutNegated = 0xFF, // a card negated its first move out of the battle
};
inline std::uint32_t used_tag_key(UsedTag tag, CardId c, std::uint32_t detail = 0) {
  return (static_cast<std::uint32_t>(tag) << 24) | (static_cast<std::uint32_t>(c) << 4) | (detail & 0xFu);
}
inline std::uint32_t used_key_on(std::uint32_t key, CardId c) {
  return (key & ~(0xFFFFFu << 4)) | (static_cast<std::uint32_t>(c) << 4);
}

struct GameState {
  std::vector<Card> cards;
  std::vector<Player> players;
  Rng rng;
  std::uint32_t turn = 0;  // 1-based count of turns begun
  std::uint16_t turn_limit = 0;  // 0: none
  PlayerId active = 0;
  PlayerId first_player = 0;
  PlayerId favor = kNoPlayer;  // who controls the Imperial Favor
  Phase phase = Phase::Setup;
  Attack attack;
  std::vector<StatModifier> modifiers;
  // Card abilities used this turn, for the once-per-turn limit (CR20F
  // "Using Abilities"): keys of bits 24-31 a tag (0 the card's use; a
  // player's own use, or a first-time mark), 4-23 the card (used_key_card),
  // 0-3 the ability index.
  std::vector<std::uint32_t> used_abilities;
  // Delayed effects (CR20F "Duration of Effects"): cards that go from their
  // discard pile to their owner's hand before this turn ends ("put it into
  // your hand before the turn ends").
  std::vector<CardId> to_hand_before_turn_ends;
  std::vector<RemovedAbility> removed_abilities;
  std::vector<TargetedBy> targeted_by;
  // CR20F "Ring": conditions for playing Rings from the hand met during the
  // step that just ran; the players are asked before the next step.
  std::vector<RingWindow> ring_windows;
  // Triggered traits that triggered during the step that just ran; they
  // start before the next step, in the order the active player chooses.
  std::vector<PendingTrigger> triggered;
  std::vector<DelayedEffect> delayed;
  std::vector<CopiedAbility> copied;
  std::vector<UntargetableBy> untargetable_by;
  std::vector<UntargetableFrom> untargetable_from;
  std::vector<Frame> stack;
  std::optional<Question> pending;
  std::vector<Option> answer;  // the options picked in the last accepted answer, read by the asking frame
  std::uint32_t next_question_id = 1;
  Result result;
  SiegeState siege;  // empty unless this is a Siege game

  Card& card(CardId id) { return cards[id]; }
  const Card& card(CardId id) const { return cards[id]; }
  int player_count() const { return static_cast<int>(players.size()); }
  // The next player to the left who is still in the game. In Siege the sides
  // alternate: after any Rokugani player, the Challenge player; after him, the
  // first Rokugani player still in the game (Siege rule 7).
  PlayerId next_player(PlayerId p) const;
  bool is_siege() const { return siege.challenger != kNoPlayer; }
  bool is_challenger(PlayerId p) const { return p == siege.challenger; }
  // A seat that is no player (a spectator) is on no side.
  bool is_rokugani(PlayerId p) const { return is_siege() && p < players.size() && p != siege.challenger; }
  // Siege rule 13: the Rokugani players are "the same player"; another player
  // is only the Challenge player. In a standard game each player is his own side.
  bool same_side(PlayerId p, PlayerId q) const {
    return p == q || (is_siege() && (p == siege.challenger) == (q == siege.challenger));
  }
  // Everyone still in the game on p's side (just p outside Siege).
  std::vector<PlayerId> side_of(PlayerId p) const;
  // The number of Rokugani players in the game (Siege rule 5's base for Rank;
  // Engine::rank() adds what Clock cards add).
  int rokugani_count() const;

  template <class A>
  void serialize(A& ar) {
    ar(cards, players, rng, turn, turn_limit, active, first_player, favor, phase, attack, modifiers,
       used_abilities, stack, pending, answer, next_question_id, result, siege, to_hand_before_turn_ends,
       removed_abilities, targeted_by, ring_windows, triggered, delayed, copied, untargetable_by,
       untargetable_from);
  }
};

std::string_view to_string(Zone z);
std::string_view to_string(Phase p);
std::string_view to_string(Victory v);

// A stable 64-bit hash of the whole state (its portable cereal encoding),
// including the RNG, so diverging replays and network peers are detected.
std::uint64_t state_hash(const GameState& s);

}  // namespace l5r
