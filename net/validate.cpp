#include "net/validate.h"

namespace l5r::net {

namespace {

std::string check_text(const std::string& s, std::size_t max, const char* what,
                       bool allow_newline) {
  if (s.size() > max) return std::string(what) + " longer than " + std::to_string(max) + " bytes";
  for (unsigned char c : s)
    if ((c < 0x20 && !(allow_newline && c == '\n')) || c == 0x7F)
      return std::string(what) + " contains control characters";
  return {};
}

template <class E>
bool enum_ok(E e, E last) {
  return static_cast<unsigned>(e) <= static_cast<unsigned>(last);
}

std::string check(const RoomOptions& o) {
  if (auto e = check_text(o.name, kMaxName, "room name", false); !e.empty()) return e;
  if (auto e = check_text(o.password, kMaxPassword, "password", false); !e.empty()) return e;
  if (!enum_ok(o.kind, RoomKind::Siege)) return "unknown room kind";
  if (!enum_ok(o.away, AwayPolicy::Bot)) return "unknown away policy";
  if (!enum_ok(o.commit, CommitPolicy::FirstProposal)) return "unknown commit policy";
  const std::size_t least = o.kind == RoomKind::Siege ? 3 : 2;  // Siege rule 6
  if (o.seats < least || o.seats > kMaxSeats)
    return "a room has " + std::to_string(least) + " to " + std::to_string(kMaxSeats) +
           (o.kind == RoomKind::Siege ? " Rokugani seats" : " seats");
  return {};
}

std::string check(const WireDeck& d) {
  if (auto e = check_text(d.name, kMaxName, "deck name", false); !e.empty()) return e;
  if (d.stronghold.size() > kMaxCardSlug || d.sensei.size() > kMaxCardSlug)
    return "card id too long";
  if (d.dynasty.size() > kMaxDeckCards || d.fate.size() > kMaxDeckCards)
    return "deck larger than " + std::to_string(kMaxDeckCards) + " cards";
  for (const auto* list : {&d.dynasty, &d.fate})
    for (const std::string& s : *list)
      if (s.size() > kMaxCardSlug) return "card id too long";
  return {};
}

std::string check(const Answer& a) {
  if (a.picked.size() > kMaxPicked) return "too many picked options";
  for (int i : a.picked)
    if (i < 0) return "negative option index";
  return {};
}

struct ClientChecks {
  std::string operator()(const Hello& m) const {
    if (m.software.size() > kMaxName) return "software version too long";
    return check_text(m.name, kMaxName, "name", false);
  }
  std::string operator()(const CreateRoom& m) const { return check(m.options); }
  std::string operator()(const JoinRoom& m) const {
    if (m.seat != kNoSeat && m.seat >= kMaxRoomSeats) return "no such seat";
    return check_text(m.password, kMaxPassword, "password", false);
  }
  std::string operator()(const SubmitDeck& m) const { return check(m.deck); }
  std::string operator()(const SetBot& m) const {
    return m.seat < kMaxRoomSeats ? std::string() : "no such seat";
  }
  std::string operator()(const SendAnswer& m) const { return check(m.answer); }
  std::string operator()(const SendManual& m) const {
    if (!enum_ok(m.action.kind, ManualKind::kLast)) return "unknown manual action";
    return {};
  }
  std::string operator()(const SendChat& m) const {
    if (m.text.empty()) return "empty chat message";
    return check_text(m.text, kMaxChat, "chat message", true);
  }
  template <class T>
  std::string operator()(const T&) const {
    return {};
  }
};

}  // namespace

std::string validate(const ClientMsg& m) { return std::visit(ClientChecks{}, m); }

std::string validate(const GameState& s) {
  constexpr std::size_t kMaxCards = 6000;
  if (s.cards.size() > kMaxCards) return "too many cards";
  if (s.players.size() > kMaxRoomSeats) return "too many players";
  const auto n = s.cards.size();
  const auto np = s.players.size();
  auto card_ok = [&](CardId c) { return c == kNoCard || c < n; };
  for (const Card& c : s.cards) {
    if (c.owner >= np || c.controller >= np || !card_ok(c.attached_to)) return "bad card";
    if (!enum_ok(c.zone, Zone::ClockDiscard)) return "bad zone";
  }
  for (const Player& p : s.players) {
    if (!card_ok(p.stronghold) || !card_ok(p.sensei)) return "bad card reference";
    for (const auto* list : {&p.dynasty_deck, &p.fate_deck, &p.hand, &p.in_play, &p.dynasty_discard,
                             &p.fate_discard, &p.removed, &p.resolving, &p.focused})
      for (CardId c : *list)
        if (c >= n) return "bad card reference";
    for (const Province& pr : p.provinces)
      for (CardId c : pr.cards)
        if (c >= n) return "bad card reference";
  }
  // Siege: the Clock deck's order is hidden, so its entries may be kNoCard.
  if (s.siege.challenger != kNoPlayer && s.siege.challenger >= np) return "bad Challenge player";
  for (const Territory& t : s.siege.territories)
    if (!card_ok(t.card)) return "bad card reference";
  for (const auto* list : {&s.siege.clock_deck, &s.siege.clock_discard})
    for (CardId c : *list)
      if (!card_ok(c)) return "bad card reference";
  if (!enum_ok(s.phase, Phase::GameOver)) return "bad phase";
  if (s.pending) {
    if (s.pending->who >= np && s.pending->who != kNoPlayer) return "bad question";
    for (const Option& o : s.pending->options)
      if (!card_ok(o.card) || !card_ok(o.target)) return "bad option";
  }
  return {};
}

namespace {
struct HostChecks {
  std::string operator()(const ViewUpdate& m) const { return validate(m.state); }
  std::string operator()(const Chat& m) const {
    return check_text(m.text, kMaxChat, "chat message", true);
  }
  std::string operator()(const Proposal& m) const { return check(m.answer); }
  std::string operator()(const GameLog& m) const {
    if (m.lines.size() > kMaxLogLines) return "too many log lines";
    for (const std::string& line : m.lines)
      if (auto e = check_text(line, kMaxLogLine, "log line", false); !e.empty()) return e;
    return {};
  }
  template <class T>
  std::string operator()(const T&) const {
    return {};
  }
};
}  // namespace

std::string validate(const HostMsg& m) { return std::visit(HostChecks{}, m); }

}  // namespace l5r::net
