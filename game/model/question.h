#pragma once
// The one question/answer interface (DESIGN: "The engine asks; everyone
// answers the same way"). An option carries what happens when it is chosen,
// so answering is only picking options.
#include <cstdint>
#include <string>
#include <vector>

#include "game/model/ids.h"

namespace l5r {

enum class OptionKind : std::uint8_t {
  Pass,
  // Action round choices (player abilities of CR20F "Player Abilities and Traits").
  Cycle,            // Limited, first turn only
  Equip,            // card: attachment in hand, target: Personality
  Recruit,          // card: face-up card in a Province
  RecruitProclaim,  // Recruit and Proclaim (CR20F "Proclaim")
  Overlay,          // card: Experienced Personality in a Province, target: lower version in play
  DynastyDiscard,   // card: face-up card in a Province
  Legacy,           // card: the Legacy Holding the search will find
  KharmicDraw,      // card: Kharmic card in hand
  KharmicRefill,    // card: face-up Kharmic card in a Province
  Lobby,            // target: the Personality to bow (CR20F "Lobby")
  UseAbility,       // card: the ability's card, value: which of its abilities
  NoTarget,         // decline an optional target
  AcceptChallenge,
  RefuseChallenge,
  Focus,            // card: the card in hand to focus
  FocusBlind,       // focus the top card of the Fate deck unseen
  Strike,
  ChooseEffect,     // card: the ability's card, value: which of its choices
  PickPlayer,       // value: the player
  FavorLimited,     // the rulebook Favor Limited ability
  FavorBattle,      // target: an attacking enemy Personality to move home
  CavalryMove,      // target: your Personality in a Cavalry unit to move to the battle
  // Sub-questions.
  ProduceGold,      // card: Stronghold or Holding to bow
  ProduceRestrictedGold,  // card: a Holding bowed for Gold that pays only this cost
  PickCard,         // card: a card (cycle, discard down, ...)
  Done,             // finish a multi-step choice
  DeclareAttack,    // value: the Defender
  NoAttack,
  AssignUnit,       // card: Personality, value: battlefield index
  ChooseBattlefield,  // value: battlefield index
  PayAmount,        // value: the Gold to pay for a "[*]" cost
  // Rulebook player abilities of battles (game/rules/battle_actions.cpp).
  Courage,          // card: the Courage card in hand to discard, value: +2 or -2 to the action's Fear
  NavalInvasion,    // the Attacker takes the first Battle action, from a Naval unit
  ReserveRecruit,   // card: face-up Reserve Personality, Recruited into the current battlefield
  ReserveEquip,     // card: Reserve attachment in hand, target: Personality at the battlefield
  CombineAttack,    // card: another card in the unit, value: which of its abilities (CR20F "Combining")
  PickAbility,      // card: a card, value: which of its abilities (to remove it)
  PlayFromHand,     // card: a Ring in hand whose condition for entering play was just met (CR20F "Ring")
  Invest,           // card: the card, value: the Invest Gold (CR20F "Invest")
  NoInvest,         // card: the card: do not Invest
  ResolveTrigger,   // card: a card whose triggered trait starts first, value: its place among those waiting
  PickProvince,     // value: a Province, its player times 8 plus its place (game/rules/province_traits.cpp)
};

struct Option {
  OptionKind kind = OptionKind::Pass;
  CardId card = kNoCard;
  CardId target = kNoCard;
  std::int16_t value = 0;
  // Who takes it, when that is not the asked player: in Siege the team picks
  // one member to take each action (Siege rule 7).
  PlayerId player = kNoPlayer;

  bool operator==(const Option&) const = default;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(kind, card, target, value, player);
  }
};

enum class QuestionKind : std::uint8_t {
  ChooseAction,  // an action round: pick one action or Pass
  ChooseOne,     // pick exactly one option
  ChooseSome,    // pick between min and max distinct options
};

struct Question {
  std::uint32_t id = 0;  // new for every question; stale answers are refused
  PlayerId who = kNoPlayer;
  // Siege rule 7: the Rokugani team decides together, so any member may
  // answer a question asked of one of them.
  bool team = false;
  QuestionKind kind = QuestionKind::ChooseOne;
  std::uint8_t min = 1, max = 1;
  std::string prompt;
  std::vector<Option> options;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(id, who, team, kind, min, max, prompt, options);
  }
};

struct Answer {
  std::uint32_t question = 0;
  std::vector<int> picked;  // indices into Question::options

  template <class Archive>
  void serialize(Archive& ar) {
    ar(question, picked);
  }
};

}  // namespace l5r
