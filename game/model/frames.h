#pragma once
// The rules run as a stack of small, serializable step frames, never as a
// blocked thread (DESIGN: "Resumable steps, not blocking calls"). Each frame
// is plain data with a stage counter; the engine pops the top frame, runs it
// until it finishes, asks a question, or pushes sub-steps, and re-pushes it
// when it has more to do.
#include <cstdint>
#include <variant>
#include <vector>

#include "game/model/ids.h"
#include "game/model/question.h"

namespace l5r {

enum class RoundKind : std::uint8_t { ActionPhase, Engage, Combat, Dynasty, Interrupt };

// One player's whole turn (CR20F "The Turn Sequence"). `stage` is the next
// step to run, one of TurnStage.
enum TurnStage : std::uint8_t {
  kTurnStart = 0,       // count the turn; the Challenge player reveals a Clock card
  kTurnActionPhase = 1, // straighten, turn Province cards face-up, action rounds
  kTurnAttackPhase = 2,
  kTurnDynastyPhase = 3,
  kTurnDraw = 4,        // draw, then discard down to the maximum hand size
  kTurnEnd = 5,
};
struct TurnFrame {
  std::uint8_t stage = kTurnStart;
  template <class A>
  void serialize(A& ar) {
    ar(stage);
  }
};

// An action round (CR20F "Action Rounds"): the player with the opportunity
// acts or passes; the round ends when every player passes consecutively.
struct ActionRoundFrame {
  RoundKind kind = RoundKind::ActionPhase;
  PlayerId to_act = 0;
  std::uint8_t passes = 0;
  bool asked = false;
  PlayerId only = kNoPlayer;  // Interrupts to an Unstoppable action: only its player
  // CR20F "Naval Invasion": the Attacker's first opportunity in the Combat
  // segment, for an action from a Naval unit; passing it does not count.
  bool naval = false;
  // CR20F "Additional Action": opportunities `extra_for` has before anyone
  // else acts; the action must target `extra_target` (kNoCard: any card).
  std::uint8_t extra = 0;
  PlayerId extra_for = kNoPlayer;
  CardId extra_target = kNoCard;
  bool extra_asked = false;
  // The first opportunity (an effect's first_battle_action with from_unit):
  // only an action from a card in a unit, or a pass (which counts).
  bool from_unit = false;
  template <class A>
  void serialize(A& ar) {
    ar(kind, to_act, passes, asked, only, naval, extra, extra_for, extra_target, extra_asked, from_unit);
  }
};

// Taking one action through the action sequence (CR20F "Action Sequence"):
// announce, pay costs, choose targets, interrupts, resolve.
struct ActionFrame {
  PlayerId player = 0;
  Option action;
  std::uint8_t stage = 0;
  // For card abilities: what was chosen and what Interrupts did to it.
  std::uint8_t next_target = 0;
  CardId targets[2] = {kNoCard, kNoCard};
  PlayerId target_player = kNoPlayer;
  CardId discarded = kNoCard;  // the card discarded as a cost ("its Focus Value")
  bool negated = false;        // CR20F "Negate an Action"
  bool fear_negated = false;
  bool asked = false;
  std::uint8_t next_effect = 0;  // effects resume here after one that asks (a duel)
  // "One or two target Personalities": every card chosen for target i (the
  // first of them is also targets[i]); empty for a single target.
  std::vector<CardId> group[2] = {};
  // Its effects cannot be prevented (negated): "this may not be prevented",
  // or an Unstoppable action of a player whose card says so (the Knot).
  bool unpreventable = false;
  // An additional action that must target this card (its first target).
  CardId must_target = kNoCard;
  // Interrupts that changed this action's attacks' strength (Brutal Strike).
  std::int8_t fear_bonus = 0;
  std::int8_t melee_bonus = 0;
  std::int8_t ranged_bonus = 0;
  std::int16_t paid = 0;  // the Gold chosen for a "[*]" cost
  // An Interrupt said this action cannot move Personalities (the Ring of Earth).
  bool no_move = false;
  // An Interrupt made its Fear destroy the cards it bows.
  bool fear_destroys = false;
  // CR20F "Invest": whether the player was asked to Invest, and his answer.
  // A triggered trait's run (ability index kTriggerBase and up): the player
  // whose action or card made it trigger (Ref::CausePlayer).
  PlayerId cause_player = kNoPlayer;
  // Costs paid with a chosen card ("bow one of your Followers"): the next
  // such cost, and whether its card is being asked for.
  std::uint8_t next_cost = 0;
  bool asked_card = false;
  enum : std::uint8_t { kInvestNotAsked = 0, kInvestAsking = 1, kInvested = 2, kInvestDeclined = 3 };
  std::uint8_t invest = kInvestNotAsked;
  // An Interrupt negated this action's attacks of these kinds (AttackKind bits).
  std::uint8_t negated_attacks = 0;
  // After a duel this action created resolved: its winner (none when both
  // lost) and losers (Ref::DuelWinner, Ref::DuelLoser in later effects).
  CardId duel_winner = kNoCard;
  CardId duel_losers[2] = {kNoCard, kNoCard};
  // By how much the duel's winner won (the difference of the totals).
  std::int16_t duel_margin = 0;
  // Interrupts negated this action's movement of these cards (Op::NegateMove).
  std::vector<CardId> unmoved = {};
  // CR20F "Action Sequence" E: a required target that is no longer legal
  // when the action resolves stops its effects at the first effect that
  // calls for it (kNoStop: none).
  static constexpr std::uint8_t kNoStop = 0xff;
  std::uint8_t stop_at = kNoStop;
  // Interrupts negated this action's movement of these cards into an
  // attacking army (Op::NegateMove with into_attacking_army).
  std::vector<CardId> unmoved_into_attack = {};
  // The stage of a Recruit by a card effect that first asks about Invest.
  static constexpr std::uint8_t kInvestStage = 9;
  // An Onyx Response (keywords.md): its player is first asked whether to take it.
  static constexpr std::uint8_t kResponseStage = 7;
  // Op::Choose: the list chosen, while the move that ends it asks where
  // (Op::MoveToLocation); -1 otherwise.
  std::int8_t choice = -1;
  // Interrupts negated this action's bowing (destruction) of these cards
  // (Op::NegateBow, Op::NegateDestroy), or all its Force bonuses and
  // penalties (Op::NegateForce).
  std::vector<CardId> unbowed = {};
  std::vector<CardId> undestroyed = {};
  bool force_negated = false;
  // How many cards its Op::BanishFromDiscard banished (Amount::Kind::Banished).
  std::int8_t banished = 0;
  template <class A>
  void serialize(A& ar) {
    ar(player, action, stage, next_target, targets[0], targets[1], target_player, discarded,
       negated, fear_negated, asked, next_effect, group[0], group[1], unpreventable, must_target, fear_bonus, melee_bonus,
       ranged_bonus, paid, no_move, invest, cause_player, next_cost, asked_card, negated_attacks, fear_destroys,
       duel_winner, duel_losers[0], duel_losers[1], unmoved, stop_at, unmoved_into_attack, duel_margin, choice,
       unbowed, undestroyed, force_negated, banished);
  }
};

// Paying a Gold cost (CR20F "Paying Gold Costs"): producing Gold only while
// paying, by bowing the Stronghold and Gold-producing Holdings.
struct PayGoldFrame {
  PlayerId player = 0;
  std::int16_t cost = 0;
  bool asked = false;
  CardId paying_for = kNoCard;  // the card Recruited or Equipped, for restricted Gold
  std::int16_t restricted = 0;  // Gold that pays only this cost; the excess disappears
  template <class A>
  void serialize(A& ar) {
    ar(player, cost, asked, paying_for, restricted);
  }
};

// Cycle's choice of face-up Province cards (CR20F "Cycle").
struct CycleFrame {
  PlayerId player = 0;
  bool asked = false;
  template <class A>
  void serialize(A& ar) {
    ar(player, asked);
  }
};

// A player chooses Fate cards in hand to discard: down to the maximum hand
// size at the end of the turn (CR20F "Drawing and Discarding Fate Cards"), or
// a set number, then draws (the rulebook Favor Limited ability).
struct DiscardFromHandFrame {
  PlayerId player = 0;
  std::uint8_t count = 0;  // 0: down to the maximum hand size
  std::uint8_t draw_after = 0;
  bool asked = false;
  template <class A>
  void serialize(A& ar) {
    ar(player, count, draw_after, asked);
  }
};

// The Attack Phase (CR20F "Attack Phase Sequence"), with allies in games of
// three or more players (Celestial rules, "Invite Allies"; see
// docs/rules-interpretations.md). `stage` is one of AttackStage.
enum AttackStage : std::uint8_t {
  kAttackDeclare = 0,
  kAttackerAssigns = 1,
  kDefenderAssigns = 2,
  kAttackFight = 3,
  kAttackerInvites = 4,
  kDefenderInvites = 5,
  kAttackingAlliesAssign = 6,  // each player the Attacker invited, in turn order
  kDefendingAlliesAssign = 7,  // each player the Defender invited, in turn order
};
struct AttackFrame {
  std::uint8_t stage = kAttackDeclare;
  bool asked = false;
  PlayerId ally = kNoPlayer;  // the invited player assigning now (ally stages)
  std::uint8_t allies_done = 0;  // bits of the invited players who have assigned
  template <class A>
  void serialize(A& ar) {
    ar(stage, asked, ally, allies_done);
  }
};

// One battle (CR20F "Battle Sequence").
struct BattleFrame {
  std::int8_t battlefield = 0;
  std::uint8_t stage = 0;
  template <class A>
  void serialize(A& ar) {
    ar(battlefield, stage);
  }
};

// Legacy's effect (CR20F "Legacy"): remove a card in hand from the game,
// then Recruit the Legacy Holding found by the search.
struct LegacyFrame {
  PlayerId player = 0;
  CardId holding = kNoCard;
  bool asked = false;
  template <class A>
  void serialize(A& ar) {
    ar(player, holding, asked);
  }
};

// Siege, the Hour of the Monkey: the Challenge player chooses the Clock card
// in the discard pile that the Clock card in play copies.
struct CopyClockFrame {
  PlayerId player = 0;
  bool asked = false;
  template <class A>
  void serialize(A& ar) {
    ar(player, asked);
  }
};

// A challenge and its duel (CR20F "Challenge", "Duel").
struct DuelFrame {
  CardId challenger = kNoCard;
  CardId challenged = kNoCard;
  std::uint8_t stage = 0;
  PlayerId to_act = 0;
  std::uint8_t focuses[2] = {0, 0};  // challenger's, challenged's
  bool asked = false;
  // The duel's terms (DuelSpec, flattened for serialization).
  bool force = false;
  bool personal_honor = false;  // a duel of Personal Honor
  bool must_focus = false;      // a player may strike only once he has focused (or cannot focus)
  bool refusable = false;
  std::uint8_t loser = 0;  // DuelSpec::Loser
  std::int8_t winner_honor = 0;
  std::int8_t refuse_honor = 0;
  // The duel effect's index in the issuing ability (its `refused` effects
  // happen on a refusal); -1: none.
  std::int8_t effect = -1;
  template <class A>
  void serialize(A& ar) {
    ar(challenger, challenged, stage, to_act, focuses[0], focuses[1], asked, force, refusable,
       loser, winner_honor, refuse_honor, effect, personal_honor, must_focus);
  }
};

// Siege, the Military District: the Challenge player chooses `count` cards
// among `among` (his army at the battle) and destroys them.
struct DestroyChosenFrame {
  PlayerId player = 0;
  std::uint8_t count = 0;
  std::vector<CardId> among;
  bool asked = false;
  template <class A>
  void serialize(A& ar) {
    ar(player, count, among, asked);
  }
};

// Removing abilities (the Hour of the Rat): `player` chooses `count` of
// `among`, whole cards (card ids) or single abilities (card << 4 | index).
struct RemoveAbilitiesFrame {
  PlayerId player = 0;
  std::uint8_t count = 0;
  bool whole_cards = false;
  std::vector<std::uint32_t> among;
  bool asked = false;
  template <class A>
  void serialize(A& ar) {
    ar(player, count, whole_cards, among, asked);
  }
};

// CR20F "Ring": `player` may put the Ring `card` into play from his hand now
// that its condition for entering play was met.
struct PlayFromHandFrame {
  PlayerId player = 0;
  CardId card = kNoCard;
  bool asked = false;
  template <class A>
  void serialize(A& ar) {
    ar(player, card, asked);
  }
};

// A search (Op::Search for any card of a kind): `player` chooses one of the
// cards found, `among`, shows it and puts it into his hand; the Fate deck is
// then shuffled.
struct SearchFrame {
  PlayerId player = 0;
  std::vector<CardId> among;
  bool asked = false;
  bool may_decline = false;  // "may search": he may find nothing
  // Op::FromDiscardToHand: no search, the card is taken from the Fate
  // discard pile (public) and no deck is shuffled.
  bool from_discard = false;
  bool to_discard = false;  // the card found goes to the Fate discard pile (Effect::to_discard)
  template <class A>
  void serialize(A& ar) {
    ar(player, among, asked, may_decline, from_discard, to_discard);
  }
};

// Op::LookAtTop (game/rules/deck_top.cpp): the player looks at the top
// cards of his Fate deck, then puts `to_hand` of them into his hand,
// `min_bottom` to `max_bottom` at the bottom of the deck, and the rest back
// on top, in an order he picks when `any_order`.
struct LookTopFrame {
  PlayerId player = 0;
  std::vector<CardId> cards;  // the cards looked at and not yet placed
  std::int8_t to_hand = 0;
  std::int8_t min_bottom = 0;
  std::int8_t max_bottom = 0;
  bool any_order = false;
  std::vector<CardId> on_top;  // the order picked so far, top first
  bool asked = false;
  template <class A>
  void serialize(A& ar) {
    ar(player, cards, to_hand, min_bottom, max_bottom, any_order, on_top, asked);
  }
};

// Op::BanishFromDiscard: the player picks between `min` and `max` cards of
// his Fate discard pile to remove from the game; the action below counts
// them (ActionFrame::banished).
struct BanishFrame {
  PlayerId player = 0;
  std::int8_t min = 0;
  std::int8_t max = 0;
  bool asked = false;
  CardId source = kNoCard;  // the card whose action banishes
  template <class A>
  void serialize(A& ar) {
    ar(player, min, max, asked, source);
  }
};

// "Give a Province +3 strength": `player` chooses one of the intact
// Provinces in play (any player's) as the effect resolves; it gets `amount`
// strength, for the game when `permanent`, else until the turn ends.
struct ProvinceChoiceFrame {
  PlayerId player = 0;
  std::int16_t amount = 0;
  bool permanent = false;
  bool asked = false;
  // Op::ToProvince: the card put into the chosen Province of the player's
  // (kNoCard: a strength change).
  CardId put = kNoCard;
  // Op::ToProvince "from_face_up": only a Province holding a face-up card,
  // and only that card is discarded.
  bool from_face_up = false;
  template <class A>
  void serialize(A& ar) {
    ar(player, amount, permanent, asked, put, from_face_up);
  }
};

// CR20F "Timing Conflicts": the active player chooses which of the waiting
// triggered traits (GameState::triggered) starts first.
struct TimingFrame {
  bool asked = false;
  template <class A>
  void serialize(A& ar) {
    ar(asked);
  }
};

// CR20F "Copy": `player` chooses which ability of `from` the card `card`
// copies until the end of the turn.
struct CopyAbilityFrame {
  PlayerId player = 0;
  CardId card = kNoCard;
  CardId from = kNoCard;
  bool asked = false;
  template <class A>
  void serialize(A& ar) {
    ar(player, card, from, asked);
  }
};

using Frame = std::variant<TurnFrame, ActionRoundFrame, ActionFrame, PayGoldFrame, CycleFrame,
                           DiscardFromHandFrame, AttackFrame, BattleFrame, LegacyFrame, DuelFrame,
                           CopyClockFrame, DestroyChosenFrame, RemoveAbilitiesFrame, PlayFromHandFrame,
                           SearchFrame, TimingFrame, CopyAbilityFrame, ProvinceChoiceFrame, LookTopFrame,
                           BanishFrame>;

}  // namespace l5r
