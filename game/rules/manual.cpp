#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

Outcome Engine::manual(PlayerId from, const ManualAction& m) {
  if (s_.result.over) return {false, "the game is over"};
  if (from >= s_.players.size() || s_.players[from].eliminated)
    return {false, "player " + std::to_string(from) + " is not in the game"};
  const bool needs_card = names_card(m.kind);
  if (needs_card && m.card >= s_.cards.size())
    return {false, "card " + std::to_string(m.card) + " does not exist"};
  const PlayerId who = m.player == kNoPlayer ? from : m.player;
  if (!needs_card && who >= s_.players.size())
    return {false, "player " + std::to_string(who) + " does not exist"};
  const std::string by = "Manual action by " + player_name(from) + ": ";
  if (needs_card) {
    const Card& k = s_.card(m.card);
    const bool in_play = k.zone == Zone::InPlay;
    const bool in_hand = k.zone == Zone::Hand;
    const bool personality = def(m.card).type == CardType::Personality;
    switch (m.kind) {
      case ManualKind::Bow:
      case ManualKind::Straighten:
      case ManualKind::Destroy:
        if (!in_play) return {false, name(m.card) + " is not in play"};
        if (def(m.card).type == CardType::Stronghold && m.kind == ManualKind::Destroy)
          return {false, "a Stronghold cannot be destroyed"};
        break;
      case ManualKind::MoveHome:
      case ManualKind::Dishonor:
      case ManualKind::Rehonor:
      case ManualKind::AdjustForce:
        if (!in_play || !personality) return {false, name(m.card) + " is not a Personality in play"};
        break;
      case ManualKind::Discard:
        if (!in_hand && !(in_play && def(m.card).type != CardType::Stronghold))
          return {false, name(m.card) + " is neither in a hand nor in play"};
        break;
      case ManualKind::Reveal:
        if (!in_hand || k.owner != from) return {false, "only a card in your own hand can be revealed"};
        break;
      case ManualKind::ToHand: {
        const bool discarded = k.zone == Zone::FateDiscard || k.zone == Zone::DynastyDiscard;
        const CardType t = def(m.card).type;
        if (!(in_play || discarded) || t == CardType::Stronghold || t == CardType::Sensei || k.created)
          return {false, name(m.card) + " is neither in play nor in a discard pile, or cannot go to a hand"};
        break;
      }
      case ManualKind::AdjustTokens:
        if (!in_play) return {false, name(m.card) + " is not in play (tokens exist only in play)"};
        if (m.amount == 0 || m.amount < -10 || m.amount > 10 ||
            static_cast<int>(k.tokens.size()) + m.amount < 0)
          return {false, "add or remove between 1 and 10 tokens, no more than the card has"};
        break;
      case ManualKind::TerritoryStrength:
        if (k.zone != Zone::Territory) return {false, name(m.card) + " is not a Territory"};
        if (m.amount == 0 || m.amount < -30 || m.amount > 30)
          return {false, "change a Territory's Province Strength by a non-zero amount between -30 and 30"};
        break;
      default: break;
    }
  }
  const bool siege_kind = m.kind == ManualKind::AdjustPolitical || m.kind == ManualKind::TerritoryStrength ||
                          m.kind == ManualKind::DiscardClock;
  if (siege_kind && !s_.is_siege()) return {false, "this manual action is for Siege games only"};
  if (m.kind == ManualKind::AdjustPolitical &&
      (m.amount == 0 || m.amount < -100 || m.amount > 100 || s_.siege.political_tokens + m.amount < 0))
    return {false, "adjust the Political tokens by a non-zero amount between -100 and 100, not below 0"};
  if (m.kind == ManualKind::Draw && (m.amount < 1 || m.amount > 10))
    return {false, "draw between 1 and 10 cards"};
  if (m.kind == ManualKind::AdjustHonor && (m.amount == 0 || m.amount < -50 || m.amount > 50))
    return {false, "adjust Honor by a non-zero amount between -50 and 50"};

  switch (m.kind) {
    case ManualKind::Bow: bow(m.card, from); log(by + "bows " + name(m.card)); break;
    case ManualKind::Straighten: straighten(m.card); log(by + "straightens " + name(m.card)); break;
    case ManualKind::MoveHome: s_.card(m.card).location = kHome; log(by + "moves " + name(m.card) + " home"); break;
    case ManualKind::Destroy: log(by + "destroys " + name(m.card)); destroy(m.card); break;
    case ManualKind::Discard: log(by + "discards " + name(m.card)); move_to_discard(m.card); break;
    case ManualKind::Dishonor: s_.card(m.card).dishonorable = true; log(by + "dishonors " + name(m.card)); break;
    case ManualKind::Rehonor: s_.card(m.card).dishonorable = false; log(by + "rehonors " + name(m.card)); break;
    case ManualKind::AdjustForce:
      s_.modifiers.push_back({m.card, Stat::Force, ModKind::Bonus, Duration::EndOfTurn, m.amount});
      log(by + "gives " + name(m.card) + " " + (m.amount >= 0 ? "+" : "") + std::to_string(m.amount) + "F");
      break;
    case ManualKind::AdjustHonor:
      log(by + "adjusts " + player_name(who) + "'s Honor by " + std::to_string(m.amount));
      s_.players[who].honor = static_cast<std::int16_t>(s_.players[who].honor + m.amount);
      break;
    case ManualKind::Reveal: log(by + "reveals " + name(m.card) + " from hand"); break;
    case ManualKind::Draw:
      log(by + (who == from ? std::string("draws ") : player_name(who) + " draws ") + std::to_string(m.amount) +
          (m.amount == 1 ? " card" : " cards"));
      draw(who, m.amount);
      break;
    case ManualKind::AdjustPolitical:
      log(by + "adjusts the Political tokens by " + std::to_string(m.amount));
      s_.siege.political_tokens = static_cast<std::int16_t>(s_.siege.political_tokens + m.amount);
      break;
    case ManualKind::TerritoryStrength:
      for (Territory& t : s_.siege.territories)
        if (t.card == m.card) t.turn_bonus = static_cast<std::int16_t>(t.turn_bonus + m.amount);
      log(by + "gives " + name(m.card) + " " + (m.amount >= 0 ? "+" : "") + std::to_string(m.amount) +
          " Province Strength until the end of the turn");
      break;
    case ManualKind::DiscardClock:
      log(by + "discards the Clock deck's top card");
      discard_clock();
      break;
    case ManualKind::ToHand:
      log(by + "returns " + name(m.card) + " to its owner's hand");
      move_to_hand(m.card);
      break;
    case ManualKind::AdjustTokens:
      if (m.amount > 0) {
        for (int i = 0; i < m.amount; ++i) s_.card(m.card).tokens.push_back(Token{});
        log(by + "gives " + name(m.card) + " " + std::to_string(m.amount) + " token(s)");
      } else {
        log(by + "removes " + std::to_string(-m.amount) + " token(s) from " + name(m.card));
        remove_tokens(m.card, std::string(), -m.amount);
      }
      break;
  }
  check_state();
  // A manual change can make the pending question's options stale (a card
  // bowed by hand can no longer produce Gold), so the question is asked
  // again: every asking frame rebuilds its options when its mark is cleared.
  if (s_.pending && !s_.stack.empty()) {
    s_.pending.reset();
    std::visit(
        [](auto& frame) {
          if constexpr (requires { frame.asked; }) frame.asked = false;
        },
        s_.stack.back());
  }
  run();
  return {true, ""};
}

}  // namespace l5r
