#pragma once
// The rules engine: a short-lived view over one GameState that runs the step
// frames until the next question. It holds no state of its own beyond the
// references it is given, so any GameState copy can be driven by a new Engine.
#include <string>
#include <string_view>
#include <vector>

#include "game/cards/card_db.h"
#include "game/model/game_state.h"
#include "game/rules/manual.h"

namespace l5r {

// Readable sentences of what happened. Kept outside GameState so that state
// copies (AI search, undo) stay cheap; a null log is allowed.
struct Log {
  std::vector<std::string> lines;
};

// What answering a question did.
struct Outcome {
  bool accepted = false;
  std::string reason;  // why an answer was refused
};

class Engine {
 public:
  Engine(const CardDb& db, GameState& s, Log* log = nullptr) : db_(db), s_(s), log_(log) {}

  // Runs steps until a question is pending, the game is over, or nothing is left.
  void run();
  // Validates and applies an answer to the pending question, then runs on.
  // An illegal answer changes nothing and says why.
  Outcome answer(PlayerId from, const Answer& a);
  // Checks an answer without applying it.
  Outcome check(PlayerId from, const Answer& a) const;
  // A manual action (game/rules/manual.h); refused with a reason when it
  // names something that does not exist or cannot be done.
  Outcome manual(PlayerId from, const ManualAction& m);

  // Queries used by rules, views, bots and tests.
  // A Stronghold reads as the face its player plays it on (CR20F "Strongholds":
  // the going-second face for a player who did not go first).
  // A card's ability by index: printed, keyword-given, triggered (as
  // ability_at), or the one it copied this turn (kCopiedAbility; game/rules/copy.cpp).
  const Ability* ability(CardId c, int index) const;
  bool has_copied_ability(CardId c) const;
  const CardDef& def(CardId c) const {
    const Card& k = s_.card(c);
    const CardDef& d = db_.def(k.def);
    if (d.going_second_face && k.controller < s_.players.size() && !s_.players[k.controller].went_first)
      return *d.going_second_face;
    return d;
  }
  int force(CardId c) const;
  int chi(CardId c) const;
  int personal_honor(CardId c) const;
  std::optional<int> honor_requirement(CardId c) const;
  int gold_cost(CardId c) const;
  int gold_production(CardId c) const;  // 0 for cards that do not produce Gold
  int province_strength(PlayerId p, int province) const;
  bool province_strength_not_reduced(PlayerId p) const;
  int army_force(PlayerId side, int battlefield) const;
  int max_hand_size(PlayerId p) const;
  bool can_produce_gold(CardId c) const;
  // Pool plus what unbowed producers can make; with `paying_for`, counting
  // Gold that may pay only for that card.
  int gold_available(PlayerId p, CardId paying_for = kNoCard) const;
  int restricted_gold_for(CardId producer, CardId paying_for) const;  // 0: none
  std::vector<CardId> attachments(CardId personality) const;
  // Calls fn(card) for each card attached to the Personality, without
  // allocating: stat queries run this in the innermost loops of every sim.
  template <class F>
  void each_attachment(CardId personality, F&& fn) const {
    const Card& p = s_.card(personality);
    if (p.zone != Zone::InPlay) return;
    for (CardId c : s_.players[p.controller].in_play)
      if (s_.card(c).attached_to == personality) fn(c);
  }
  std::vector<CardId> units_at(PlayerId controller, int location) const;  // Personalities
  int recruit_cost(PlayerId p, CardId c) const;
  // Equipping attachment `att` to Personality `pers`: its Gold Cost less an
  // Equip discount trait of its own ("for 1 less Gold to a Crab Clan
  // Personality").
  int equip_cost(PlayerId p, CardId att, CardId pers) const;
  std::vector<Option> legal_actions(PlayerId p, RoundKind round) const;
  void recruit_options(PlayerId p, CardId c, std::vector<Option>& out) const;
  // CR20F "Honor Requirement": p's Family Honor allows bringing c into play
  // (or a rule lets him ignore it).
  bool meets_honor_requirement(PlayerId p, CardId c) const;

  std::string name(CardId c) const;  // a card's title, for sentences
  std::string describe(const Option& o) const;
  std::string player_name(PlayerId p) const;

  // State changes shared by rules and (later) card effects.
  void log(std::string line);
  void move_to_hand(CardId c);
  // CR20F "Card Memory Rule": a card out of play and face-down forgets the
  // effects on it and the use of its abilities (game/rules/zones.cpp).
  void forget(CardId c);
  void move_to_discard(CardId c);  // discarded, not destroyed
  void destroy(CardId c);          // CR20F "Destroy": Personalities die
  void remove_from_game(CardId c);
  void put_into_play(CardId c, PlayerId controller, int location, bool bowed);
  void attach(CardId attachment, CardId personality);
  void draw(PlayerId p, int n);
  void refill_provinces(PlayerId p);
  void gain_honor(PlayerId p, int amount);
  // `source`: the player whose card or action causes the loss; kNoPlayer for
  // the rulebook (CR20F "Honor Requirement"; Siege rule 9).
  void lose_honor(PlayerId p, int amount, PlayerId source);
  void destroy_province(PlayerId p, int province);
  // `by`: the player who bows it, when one does (a trigger "after you bow this
  // Holding" looks at it); kNoPlayer: the rulebook.
  void bow(CardId c, PlayerId by = kNoPlayer);
  void straighten(CardId c);
  void check_state();  // Chi death, elimination and victory checks
  void lose_game(PlayerId p, Victory why_for_winner);
  void end_phase();    // Gold pools empty at the end of each phase

  // Starts the turn loop for the state's active player (after setup).
  void begin_turns();

  // Siege (game/rules/siege.cpp).
  bool is_active(PlayerId p) const { return s_.same_side(p, s_.active); }
  int threat_level() const;
  CardId clock_in_play() const;  // the top of the Clock discard pile, if in play
  // Whether a trait or ability with this Threat number on `src` applies now
  // (always, when `src` is not a Clock card).
  bool applies(CardId src, std::uint8_t threat) const;
  int rank() const;
  // A Siege Clock card in play grants p a player trait (Recruit as Open, an extra Cycle).
  bool clock_grants(PlayerId p, Trait::Kind kind) const;
  // The Clock card in play, and the Clock card it copies (the Hour of the Monkey).
  std::vector<CardId> clock_cards_in_effect() const;
  void fire_revealed(CardId clock);
  void reveal_clock();
  bool discard_clock();  // false when only the last card is left
  int territory_strength(int territory) const;
  // The Province a card's "This Province" names (CR20F "From";
  // game/rules/province_traits.cpp): index -1 when none.
  struct ProvinceRef {
    PlayerId player = kNoPlayer;
    int index = -1;
    bool territory = false;  // Siege: a Territory's place in the row
  };
  ProvinceRef this_province(CardId c) const;
  // The strength the "This Province has +N strength" traits in play give
  // p's Province (or, `territory`, the Territory) at that index.
  int this_province_bonus(PlayerId p, int province, bool territory) const;
  void destroy_fortifications(PlayerId p, int province);
  bool may_attach_two_weapons(CardId pers) const;
  // CR20F "Discipline": the extra Gold to play this Strategy from p's
  // discard pile (its printed Discipline, or a Discipline trait whose
  // condition holds for p); none: it has no Discipline.
  std::optional<int> discipline(PlayerId p, CardId c) const;
  // The Province Strength that battle resolution at an attack's battlefield
  // must exceed; a Territory that may not be destroyed yet counts as
  // unbreakable (a very large number).
  int battlefield_strength(int battlefield) const;
  void destroy_territory(int territory);
  void gain_political(int n);
  // Whether an intact Territory's rule change is in effect for player p.
  bool territory_rule(PlayerId p, bool CardDef::TerritoryRules::*flag) const;
  // The Hour of the Rat: an intact Territory whose text a Clock card removes.
  bool territory_blank(const Territory& t) const;
  void create(PlayerId p, const std::string& card_id, int n);
  // A new card of `d` that p owns, out of play until it is put into play
  // (CR20F "Created Cards": it ceases to exist when it leaves play).
  CardId new_created_card(PlayerId p, DefId d);
  // The units of p's whole side at a location (Siege rule 13: the Rokugani
  // players are the same player); just p's units outside Siege.
  std::vector<CardId> side_units_at(PlayerId p, int location) const;
  // An army at a battlefield: its leader's side's units and his allies'
  // (multiplayer; game/rules/attack.cpp).
  std::vector<CardId> army_units(PlayerId leader, int battlefield) const;
  // Whether p and q are enemies now: not the same side, and not allies in
  // the same army of the current attack.
  bool enemies(PlayerId p, PlayerId q) const;
  // A unit arrived at its battlefield: records whether an enemy of the
  // Defender was ever there (Attack::enemy_was_there).
  void note_arrival(CardId personality);
  // CR20F "Ring" (game/rules/rings.cpp): a Ring's condition for entering
  // play from p's hand (a Trigger::When) was met; p is asked after this step.
  void ring_condition_met(PlayerId p, Trigger::When when);
  void offer_rings();

 private:
  friend class EngineSteps;
  void step();
  void ask(PlayerId who, QuestionKind kind, std::string prompt, std::vector<Option> options,
           int min = 1, int max = 1);
  void take_from_zone(CardId c);  // removes a card from the list that holds it

  void run_frame(TurnFrame f);
  void run_frame(ActionRoundFrame f);
  void run_frame(ActionFrame f);
  void run_frame(PayGoldFrame f);
  void run_frame(CycleFrame f);
  void run_frame(DiscardFromHandFrame f);
  void run_frame(AttackFrame f);
  void run_frame(BattleFrame f);
  void run_frame(LegacyFrame f);
  void run_frame(DuelFrame f);
  void run_frame(CopyClockFrame f);
  void run_frame(DestroyChosenFrame f);
  void run_frame(RemoveAbilitiesFrame f);
  void run_frame(PlayFromHandFrame f);
  void run_frame(SearchFrame f);
  void run_frame(LookTopFrame f);  // game/rules/deck_top.cpp
  void run_frame(BanishFrame f);
  void run_frame(ProvinceChoiceFrame f);
  void put_into_province(ProvinceChoiceFrame f);  // Op::ToProvince
  void run_frame(TimingFrame f);
  void run_frame(CopyAbilityFrame f);
  // The Military District's rule after its battle destroyed `lost` Rokugani cards.
  void military_losses(int territory, int lost, const std::vector<CardId>& army);
  CardId resolve_duel(const DuelFrame& f);  // the winner, or kNoCard when both lose
  // CR20F Duel 0.0.8: the focused cards' Focus Effects, those that wait for
  // the duel's end (after_duel, with its winner) or the others.
  void focus_effects(const DuelFrame& f, bool after_duel, CardId winner);

  void resolve_action(const ActionFrame& f);

  // Card abilities (game/rules/abilities.cpp).
 public:
  void ability_options(PlayerId p, RoundKind round, std::vector<Option>& out) const;
  // `targeting`: apply the Rules of Location to units during battle.
  bool matches(PlayerId p, CardId src, const Filter& f, CardId c, const ActionFrame* ctx,
               bool targeting = true) const;
  bool holds(const Condition& c, PlayerId p, CardId src, const ActionFrame* ctx) const;
  // CR20F "Action Sequence" E: the first effect that calls for a required
  // target that is no longer legal (ActionFrame::kNoStop: none).
  std::uint8_t first_effect_on_illegal_target(const Ability& a, const ActionFrame& f) const;
  // Every legal target in card order; with first_only, stops at the first
  // (Good Faith only needs to know one exists).
  std::vector<CardId> legal_targets(PlayerId p, CardId src, const TargetSpec& t,
                                    const ActionFrame* ctx, bool first_only = false) const;
  int amount(const Amount& a, CardId src, const ActionFrame* ctx) const;
  CardId this_personality(CardId src) const;
  // Where a card in play is: a unit's cards where their Personality is, a
  // Terrain at its battlefield, other cards at home; kNoPlace out of play.
  static constexpr int kNoPlace = -100;
  int place_of(CardId c) const;
  bool opposed(CardId c) const;
  bool has_keyword(CardId c, const std::string& k) const;
  // A keyword with rules, printed or given by a trait ("This Personality has
  // Cavalry"): a granted keyword counts as a printed one (CR20F "Keywords").
  bool has_kw(CardId c, Kw k) const;
  // A keyword a trait gives c, from c itself or a card attached to it
  // ({"keyword": ...} traits): named k, or with the rules bit `bit`.
  bool granted_keyword(CardId c, std::string_view k, std::uint32_t bit = 0) const;
  // A Terrain is in play at the current battlefield of a battle.
  bool terrain_here() const;
  bool conqueror(CardId c) const;
  // CR20F "Destined": the card's own keyword, or one a trait gives it.
  bool destined(CardId c) const;
  // How much higher an Honor Victory (and lower a Dishonor loss) is set by
  // the honor_victory_shift traits of the cards in play.
  int honor_threshold_shift() const;
  // A trait of kind k reaching c from any card in play or the Clock.
  bool granted(Trait::Kind k, CardId c) const;
  // The Hour of the Dog: Gold off the first matching card p brings into play.
  int first_discount(PlayerId p, CardId c) const;
  // What happens after a card enters play: its triggers, then Destined.
  void after_enters_play(CardId c, PlayerId p);
  void fire_from_hand(CardId card, PlayerId p);  // AfterEntersPlay triggers with from_hand
  // Triggered traits (game/rules/triggers.cpp): the "after" ones wait in
  // GameState::triggered until the step is over, then start in the order the
  // active player chooses; the others happen at once.
  void fire_triggers(CardId card, PlayerId p, std::uint8_t when);
  void queue_trigger(CardId card, std::size_t index, PlayerId p, PlayerId cause);
  void fire_when(CardId card, Trigger::When when);  // for the card's controller
  void fire_each_in_play(PlayerId p, Trigger::When when);  // p's cards in play, Stronghold included
  void fire_destroyed(CardId card, PlayerId controller);
  void fire_targeted(const ActionFrame& f, CardId target);  // another player's action targeted it
  bool trigger_in_progress() const;
  // Delayed effects (game/rules/delayed.cpp).
  void delay_effect(const ActionFrame& f, std::size_t effect, Delay when);
  bool delayed_waiting(Delay when, int battlefield) const;
  void run_delayed(Delay when, int battlefield = -1);
  // Delay::AfterTargetAttacksYou: `pers` was just assigned to attack `defender`.
  void run_delayed_attacks(CardId pers, PlayerId defender);
  // Delay::AfterTargetAttacksYouOrActs: an action on `card` has resolved.
  void run_delayed_actions(CardId card, const ActionFrame& done);
  void happen_delayed(std::vector<DelayedEffect>& now);
  void drop_delayed(bool turn_ends);
  void start_triggers();
  void start_trigger(std::size_t at);
  // CR20F "Invest": the card's Invest Gold cost (0: it has no Invest trait).
  int invest_cost(CardId c) const;
  // Asks whether to Invest in the card of `f`, if it has an Invest trait that
  // the player can pay for on top of `cost`; true when asked.
  bool ask_invest(ActionFrame& f, int cost);
  // CR20F "Token": the tokens named `name` ("": every token) on a card.
  int token_count(CardId c, const std::string& name) const;
  int token_bonus(CardId c, Stat which) const;
  void remove_tokens(CardId c, const std::string& token, int n);
  void fire_you_recruit(PlayerId p, CardId recruited);
  // An effect that Recruits a card from a Province for `discount` less Gold
  // (paid like the rulebook Recruit).
  void refill_face_up_if_paying_for(CardId producer, const PayGoldFrame& f);
  void recruit_by_effect(PlayerId p, CardId c, int discount, bool refill_face_up, bool proclaim = false);
  // CR20F "Proclaim": p may Proclaim c now (his Clan Alignment, his own turn, once per turn).
  bool may_proclaim(PlayerId p, CardId c) const;
  // The Gold p's traits take off the cost of the Personalities he Proclaims.
  int proclaim_discount(PlayerId p) const;
  // CR20F "Lobby Bonus": added to p's Family Honor when a Lobby checks it.
  int lobby_bonus(PlayerId p) const;
  // A trait of p's cards in play of this kind (Trait::Kind), with its amount summed.
  int player_trait_sum(PlayerId p, std::uint8_t kind) const;
  // A Stronghold trait's extra Cycle (once a game, any turn) is not used yet.
  bool extra_cycle_left(PlayerId p) const;
  // A Stronghold's "once per game, produce N Gold" still unused by p: N (else 0).
  int once_per_game_gold(PlayerId p) const;
  // An enemy of this player has units at the current battlefield ("if he would be opposed").
  bool would_be_opposed(PlayerId controller) const;
  static bool recruits(const Ability& a);  // has an effect that Recruits its target
  static bool second_compares_first(const Ability& a);
  bool affordable_target(PlayerId p, CardId src, const Ability& a, int target, CardId c) const;
  // p's card destroys a card: substitution (an attachment destroyed in his
  // place), then "After your card destroys your Warrior": p's cards' triggers.
  void fire_you_destroy(PlayerId p, CardId destroyed);
  // The first card attached to the Personality with a trait of kind k
  // (DestroyedInstead, PreventsDishonor); kNoCard when none.
  CardId guard_of(CardId personality, Trait::Kind k) const;
  // Dishonors c unless an attachment prevents it (when `preventable`).
  void dishonor(CardId c, bool preventable);
  // The Hour of the Rat: whether ability `index` of c was removed, and the
  // effect that lets its player choose what to remove.
  bool ability_removed(CardId c, int index) const;
  void remove_abilities(const Effect& e, const ActionFrame& f);
  // A trait negates this effect moving c out of its battle (the first each turn).
  bool move_out_negated(CardId c);
  // A card of p says his Unstoppable effects cannot be prevented (the Knot of Serpents).
  bool unstoppable_unpreventable(PlayerId p) const;
  // Pearl Cache: a card of q keeps other players' effects from discarding from his hand.
  bool hand_protected(PlayerId q, PlayerId by) const;
  // Pearl Cache: a trait negates one effect's Force penalty on these cards.
  bool force_penalty_negated(const std::vector<CardId>& cards);
  // CR20F "Additional Action": the opportunities an effect granted, taken
  // before anyone else acts in the round (game/rules/additional_actions.cpp).
  bool additional_opportunity(ActionRoundFrame& f);
  void additional_answer(ActionRoundFrame f);
  // The battlefield at the Territory with this card id, in an attack on the Territories; -1: none.
  int territory_battlefield(const std::string& id) const;
  // "Uses his Force as his duel stat".
  bool duels_with_force(CardId c) const;
  // Strength changes from traits to an attack (AttackKind) by p on target.
  // `source`: the card whose action makes the attack (kNoCard: unknown).
  int attack_strength_traits(std::uint8_t kind, PlayerId p, CardId target, CardId source = kNoCard) const;
  // Whether a trait of this kind (FearDestroys, AttacksBow) reaches target.
  bool attack_rule(std::uint8_t trait_kind, std::uint8_t attack, CardId target) const;
  // The action an Interrupt being taken now interrupts, if any.
  const ActionFrame* interrupted_action() const;
  // The total Force of player q's units at home, bowed cards too.
  int home_force(PlayerId q) const;
  // The card an action brings into play from its Province (its Recruit: the
  // rulebook's or a card effect's), or kNoCard.
  CardId entering_card(const ActionFrame& f) const;
  // An Interrupt negated the action's movement of this card (Op::NegateMove).
  // The action may not move c (a negation of his movement, or, for a move
  // to battlefield `to`, of his movement into an attacking army).
  bool unmoved(const ActionFrame& f, CardId c, int to = -1) const;
  // The mark of a card that won a duel this turn (in used_abilities).
  static std::uint32_t duel_won_key(CardId c) { return used_tag_key(UsedTag::DuelWon, c); }
  // The designators of the action a frame takes (a card ability's, or the
  // rulebook's for player abilities).
  std::uint8_t designators_of(const ActionFrame& f) const;

 private:
  void run_ability(ActionFrame f);
  // A Ring discarded from the hand to use this ability, which then has no costs.
  bool without_cost(CardId src, const Ability& a) const;
  void battle_player_options(PlayerId p, RoundKind round, std::vector<Option>& out) const;
  // `no_move`: an Interrupt said the action cannot move Personalities.
  void resolve_battle_player_ability(PlayerId p, const Option& o, bool no_move);
  void interrupt_player_options(PlayerId p, std::vector<Option>& out) const;
  // CR20F "Combining": abilities of other cards in the unit of the
  // interrupted action's card whose attacks add to its attack.
  void combine_options(PlayerId p, const ActionFrame& interrupted, const Ability& a, std::vector<Option>& out) const;
  bool cost_payable(PlayerId p, CardId src, const Cost& c, int gold, int hand) const;
  std::vector<CardId> cost_cards(PlayerId p, CardId src, const Cost& c) const;
  bool costs_payable(PlayerId p, CardId src, const Ability& a) const;
  // Good Faith for an ability's required targets (CR20F "Targeting").
  bool targets_available(PlayerId p, CardId src, const Ability& a) const;
  static std::uint8_t attack_kinds(const Ability& a);  // AttackKind bits of its attack effects
  bool cavalry_unit(CardId personality) const;
  // Whether p may attach `att` to his Personality (the Equip restrictions, no cost).
  bool may_attach(PlayerId p, CardId att, CardId pers) const;
  void apply_effect(const Effect& e, ActionFrame& f, CardId only = kNoCard);
  // "Straighten him as he moves": the move effect's `as_moves` effects, after
  // it moved card c (game/rules/as_moves.cpp).
  void as_moves(const Effect& move, ActionFrame& f, CardId c);
  // game/rules/c_rules.cpp: Op::SwitchLocations on `c` (with this ability's
  // Personality); whether Personality c, with a "cannot defend" trait, would
  // be in a defending army at a battlefield (`defending`: his side defends).
  void switch_locations(const Effect& e, ActionFrame& f, CardId c);
  // game/rules/spell_rules.cpp: Op::MoveToLocation: the places its subject
  // may be moved to (ChooseBattlefield options, value kHome for home), and
  // the move to one of them.
  std::vector<Option> move_destinations(const Effect& e, const ActionFrame& f) const;
  void move_to_location(const Effect& e, ActionFrame& f, int to);
  bool barred_from_defending(CardId c, bool defending) const;
  bool defending_side(PlayerId p) const;
  // Op::CannotStraighten on c; whether c may not straighten now.
  void cannot_straighten(const Effect& e, const ActionFrame& f, CardId c);
  // The card `anchor` bowed or left play: the effects lasting "while it
  // remains unbowed" end (StatModifier::anchor).
  void end_anchored(CardId anchor);
  bool straighten_barred(CardId c) const;
  // Who answers an Op::Choose: the action's player, or (its "player") the
  // controller of a target (of one that left play, its owner).
  PlayerId chooser_of(const Effect& e, const ActionFrame& f) const;
  // Kata (docs/rules-interpretations.md): the Kata resolving enters play at
  // p's home, his other Kata in play are discarded (game/rules/kata.cpp).
  void play_kata(CardId kata, PlayerId p);
  // A Kata in play (a Strategy at home, not a Terrain at a battlefield).
  bool kata_in_play(CardId c) const;
  // A refused challenge: the duel effect's `refused` effects, in the action
  // that issued it (the nearest action frame on the stack).
  void challenge_refused(const DuelFrame& d);
  int trait_bonus(CardId c, Stat which) const;
  // Calls fn(card, trait) for each trait in effect that may reach other cards
  // (traits with "each", Strength traits): cards in play and the Clock card.
  template <class F>
  void each_wide_trait(F&& fn) const;
  void resolve_battle(int battlefield);
  std::string battlefield_label(int battlefield) const;
  void join_as_ally(PlayerId p, bool attacking);  // "Crab's Province 2", "Peasant District"
  void eliminate(PlayerId p);
  void end_attack();
  void discard_terrains(int battlefield);  // kNoPlace: at every battlefield
  int stat(CardId c, Stat which, int base) const;

  const CardDb& db_;
  GameState& s_;
  // The cards whose actions are resolving their effects right now (CR20F
  // "Action Sequence" E), innermost last: a Condition's
  // own_kiho_or_spell_resolving reads them (an action paused by a question
  // is found on the stack instead).
  std::vector<CardId> resolving_now_;
  Log* log_;
};

}  // namespace l5r
