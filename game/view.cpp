#include "game/view.h"

#include <algorithm>

#include "game/abilities/text.h"

namespace l5r {

bool visible_to(const GameState& s, CardId c, PlayerId seat) {
  const Card& k = s.card(c);
  switch (k.zone) {
    case Zone::InPlay:
    case Zone::DynastyDiscard:
    case Zone::FateDiscard:
    case Zone::Removed:
    case Zone::Resolving:
    case Zone::Territory:
      return true;
    case Zone::Province:
      return k.face_up;
    // Siege rule 7: the Rokugani players may freely share information, so
    // they see each other's hands.
    // A spectator (kSpectator) is no player: is_rokugani alone would count
    // him as one, since he is not the Challenge player.
    case Zone::Hand:
      return k.owner == seat ||
             (seat < s.players.size() && s.is_rokugani(seat) && s.same_side(k.owner, seat));
    case Zone::ClockDiscard:
      return k.face_up;  // a discarded Clock card stays unrevealed
    case Zone::ClockDeck:
      return false;
    case Zone::Focused:
      return k.face_up || (k.owner == seat && !k.blind);
    case Zone::DynastyDeck:
    case Zone::FateDeck:
      return false;
  }
  return false;
}

std::string tokens_text(const Card& k) { return tokens_text(k.tokens); }

std::string tokens_text(const std::vector<Token>& tokens) {
  std::vector<std::pair<Token, int>> alike;
  for (const Token& t : tokens) {
    auto it = std::find_if(alike.begin(), alike.end(), [&](const auto& a) { return a.first == t; });
    if (it == alike.end())
      alike.push_back({t, 1});
    else
      ++it->second;
  }
  std::string out;
  for (const auto& [t, n] : alike) {
    const TokenSpec spec{t.name, t.force, t.chi, t.personal_honor, t.gold_production, t.province_strength};
    out += (out.empty() ? "" : ", ") + token_text(spec) + (n > 1 ? " x" + std::to_string(n) : "");
  }
  return out;
}

View view(const GameState& s, PlayerId seat) {
  View v;
  v.seat = seat;
  v.state = s;
  GameState& r = v.state;
  for (CardId c = 0; c < r.cards.size(); ++c)
    if (!visible_to(s, c, seat)) {
      r.cards[c].def = kNoDef;
      r.cards[c].tokens.clear();
    }
  // Deck order is hidden: list hidden deck cards in id order.
  for (Player& p : r.players) {
    std::sort(p.dynasty_deck.begin(), p.dynasty_deck.end());
    std::sort(p.fate_deck.begin(), p.fate_deck.end());
    if (&p - r.players.data() != seat) std::sort(p.hand.begin(), p.hand.end());
  }
  r.rng = Rng{0};
  r.stack.clear();
  r.answer.clear();
  for (CardId& c : r.siege.clock_deck) c = kNoCard;  // its order is hidden
  if (r.pending && r.pending->who != seat &&
      !(r.pending->team && seat < s.players.size() && s.is_rokugani(seat) &&
        !s.players[seat].eliminated))
    r.pending->options.clear();
  return v;
}

}  // namespace l5r
