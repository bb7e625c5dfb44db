// The lobby half of a room: seats, decks, readiness, chat, starting the game.
#include "net/room.h"

#include <algorithm>

#include "net/wire_deck.h"

namespace l5r::net {

Room::Room(std::uint32_t id, RoomOptions options, RoomContext ctx)
    : id_(id), options_(std::move(options)), ctx_(std::move(ctx)) {
  if (options_.kind == RoomKind::Duel) options_.seats = 2;
  const bool siege = options_.kind == RoomKind::Siege;
  seats_.resize(options_.seats + (siege ? 1u : 0u));
  // The Challenge player is the script unless the owner frees the seat for a
  // person (SetBot{seat, false}): solo and co-op nights need no one to play it.
  if (siege) set_bot(*challenge_seat(), true);
}

std::optional<std::uint8_t> Room::challenge_seat() const {
  if (options_.kind != RoomKind::Siege || seats_.empty()) return std::nullopt;
  return static_cast<std::uint8_t>(seats_.size() - 1);
}

const Deck* Room::challenge_deck() const {
  const auto& c = ctx_.lib.challenges;
  return options_.challenge_deck < c.size() ? &c[options_.challenge_deck] : nullptr;
}

bool Room::same_team(std::uint8_t a, std::uint8_t b) const {
  if (a == b) return true;
  const auto ch = challenge_seat();
  return ch && a < seats_.size() && b < seats_.size() && (a == *ch) == (b == *ch);
}

GameSetup Room::setup_from_seats() const {
  GameSetup setup;
  setup.seed = seed_;
  setup.turn_limit = options_.turn_limit;
  for (const Seat& s : seats_) setup.seats.push_back({s.name, s.deck ? *s.deck : Deck{}});
  if (const auto ch = challenge_seat()) setup.challenger = *ch;
  return setup;
}

RoomSummary Room::summary() const {
  RoomSummary s;
  s.id = id_;
  s.name = options_.name;
  s.kind = options_.kind;
  s.seats = static_cast<std::uint8_t>(seats_.size());
  s.free_seats = static_cast<std::uint8_t>(std::count_if(
      seats_.begin(), seats_.end(), [](const Seat& x) { return x.occupant == Occupant::Empty; }));
  s.password = !options_.password.empty();
  s.started = started();
  return s;
}

bool Room::has_token(std::uint64_t token) const {
  return std::any_of(seats_.begin(), seats_.end(), [&](const Seat& s) {
    return s.occupant == Occupant::Human && s.token == token;
  });
}

bool Room::deserted() const {
  return std::none_of(seats_.begin(), seats_.end(), [](const Seat& s) { return s.client != 0; }) &&
         spectators_.empty();
}

std::optional<std::uint8_t> Room::seat_of(ClientId c) const {
  for (std::size_t i = 0; i < seats_.size(); ++i)
    if (seats_[i].client == c) return static_cast<std::uint8_t>(i);
  return std::nullopt;
}

bool Room::is_spectator(ClientId c) const {
  return std::find(spectators_.begin(), spectators_.end(), c) != spectators_.end();
}

std::string Room::join(ClientId c, const std::string& name, const JoinRoom& m) {
  if (!options_.password.empty() && m.password != options_.password) return "wrong password";
  if (m.spectator) {
    spectators_.push_back(c);
    log_sent_[c] = 0;
    send(c, SeatGranted{id_, kNoSeat, 0});
    broadcast_room();
    if (started()) send_view(c, kNoSeat);
    return {};
  }
  if (started()) return "the game has started: join as a spectator, or rejoin with your token";
  std::optional<std::uint8_t> seat;
  if (m.seat == kNoSeat) {
    for (std::size_t i = 0; i < seats_.size() && !seat; ++i)
      if (seats_[i].occupant == Occupant::Empty) seat = static_cast<std::uint8_t>(i);
    if (!seat) return "the room is full";
  } else {
    if (m.seat >= seats_.size()) return "no such seat";
    if (seats_[m.seat].occupant != Occupant::Empty) return "that seat is taken";
    seat = m.seat;
  }
  Seat& s = seats_[*seat];
  s.clear();
  s.name = name;
  s.occupant = Occupant::Human;
  s.token = ctx_.random() | 1;  // never 0, which means "no token"
  // The Challenge player brings the room's Challenge deck (Siege rule 6).
  if (*seat == challenge_seat() && challenge_deck()) {
    s.deck = *challenge_deck();
    s.wire = to_wire(ctx_.lib.db, *s.deck);
  }
  // The first human to sit owns the room (starts it, places bots).
  if (std::none_of(seats_.begin(), seats_.end(), [&](const Seat& x) {
        return &x != &s && x.occupant == Occupant::Human && x.client != 0;
      }))
    owner_ = *seat;
  grant(c, *seat);
  return {};
}

void Room::grant(ClientId c, std::uint8_t seat) {
  seats_[seat].client = c;
  log_sent_[c] = 0;  // a (re)joining player gets the whole log
  send(c, SeatGranted{id_, seat, seats_[seat].token});
  broadcast_room();
  if (started()) send_view(c, seat);
}

std::string Room::rejoin(ClientId c, std::uint64_t token) {
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    Seat& s = seats_[i];
    if (s.occupant != Occupant::Human || s.token != token) continue;
    if (s.client != 0 && s.client != c)
      error(s.client, ErrorCode::NotAllowed, "your seat was taken back with its token");
    grant(c, static_cast<std::uint8_t>(i));
    if (started()) advance();  // a paused game goes on
    return {};
  }
  return "no seat has that token";
}

void Room::leave(ClientId c) {
  std::erase(spectators_, c);
  log_sent_.erase(c);
  if (auto seat = seat_of(c)) {
    Seat& s = seats_[*seat];
    s.client = 0;
    // An open undo vote needs every player: one who leaves ends it, or the
    // game would wait for a vote that cannot come.
    if (undo_) {
      undo_.reset();
      broadcast(UndoResult{false, s.name + " left during the vote"});
    }
    // Before the game a seat is only a reservation: free it. During the game
    // it is kept for its token, and the away policy decides what happens.
    if (!started()) {
      s.clear();
    }
    if (*seat == owner_)
      for (std::size_t i = 0; i < seats_.size(); ++i)
        if (seats_[i].client != 0) {
          owner_ = static_cast<std::uint8_t>(i);
          break;
        }
    broadcast_room();
    if (started()) advance();
  }
}

void Room::handle(ClientId c, const ClientMsg& m) {
  const auto seat = seat_of(c);
  if (const auto* chat_msg = std::get_if<SendChat>(&m)) return chat(c, *chat_msg);
  if (std::holds_alternative<LeaveRoom>(m)) {
    leave(c);
    return;
  }
  if (!seat) return error(c, ErrorCode::NotAllowed, "spectators may only chat");
  std::visit(
      [&](const auto& x) {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, SubmitDeck>) {
          submit_deck(*seat, x.deck);
        } else if constexpr (std::is_same_v<T, SetBot>) {
          if (*seat != owner_)
            return error(c, ErrorCode::NotAllowed, "only the room's owner places bots");
          if (started()) return error(c, ErrorCode::NotAllowed, "the game has started");
          if (x.seat >= seats_.size()) return error(c, ErrorCode::NotFound, "no such seat");
          if (seats_[x.seat].occupant == Occupant::Human)
            return error(c, ErrorCode::NotAllowed, "a player sits there");
          set_bot(x.seat, x.bot);
        } else if constexpr (std::is_same_v<T, SetReady>) {
          if (started()) return error(c, ErrorCode::NotAllowed, "the game has started");
          if (x.ready && !seats_[*seat].deck)
            return error(c, ErrorCode::NotAllowed, "submit a legal deck first");
          seats_[*seat].ready = x.ready;
          broadcast_room();
          maybe_auto_start();
        } else if constexpr (std::is_same_v<T, StartGame>) {
          start(c);
        } else if constexpr (std::is_same_v<T, SendAnswer>) {
          answer(c, *seat, x.answer);
        } else if constexpr (std::is_same_v<T, SendManual>) {
          manual(c, *seat, x.action);
        } else if constexpr (std::is_same_v<T, RequestUndo>) {
          request_undo(*seat);
        } else if constexpr (std::is_same_v<T, VoteUndo>) {
          vote_undo(*seat, x.agree);
        } else if constexpr (std::is_same_v<T, SendPing>) {
          ping(c, *seat, x.card);
        } else {
          error(c, ErrorCode::NotAllowed, "not a room command");
        }
      },
      m);
}

void Room::set_bot(std::uint8_t seat, bool bot) {
  Seat& s = seats_[seat];
  s.clear();
  if (bot) {
    const auto& decks = ctx_.lib.decks;
    s.occupant = Occupant::Bot;
    const bool challenge = seat == challenge_seat();
    s.name = challenge ? (options_.challenge_script ? "Challenge script" : "Challenge bot")
                       : "Bot " + std::to_string(seat + 1);
    if (challenge ? challenge_deck() != nullptr : !decks.empty()) {
      s.deck = challenge ? *challenge_deck() : decks[seat % decks.size()];
      s.wire = to_wire(ctx_.lib.db, *s.deck);
    }
    s.ready = true;
    s.bot = make_bot(seat);
  }
  broadcast_room();
}

void Room::submit_deck(std::uint8_t seat, const WireDeck& w) {
  Seat& s = seats_[seat];
  if (started()) return error(s.client, ErrorCode::NotAllowed, "the game has started");
  if (seat == challenge_seat())
    return error(s.client, ErrorCode::NotAllowed,
                 "the Challenge seat plays the room's Challenge deck");
  std::vector<std::string> errors;
  Deck d = from_wire(ctx_.lib.db, w, &errors);
  if (!errors.empty()) {
    std::string all;
    for (std::size_t i = 0; i < errors.size() && i < 5; ++i) all += (i ? "; " : "") + errors[i];
    s.deck.reset();
    s.ready = false;
    broadcast_room();
    return error(s.client, ErrorCode::BadDeck, all);
  }
  s.deck = std::move(d);
  s.wire = w;
  broadcast_room();
}

void Room::start(ClientId c) {
  const auto seat = seat_of(c);
  if (!seat || *seat != owner_)
    return error(c, ErrorCode::NotAllowed, "only the room's owner starts the game");
  if (std::string why = try_start(); !why.empty()) error(c, ErrorCode::NotAllowed, why);
}

void Room::maybe_auto_start() {
  if (options_.auto_start && !started()) try_start();
}

std::string Room::try_start() {
  if (started()) return "the game has started";
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const Seat& s = seats_[i];
    const std::string who = "seat " + std::to_string(i + 1);
    if (s.occupant == Occupant::Empty) return who + " is empty";
    if (!s.deck) return who + " has no legal deck";
    if (!s.ready) return who + " is not ready";
  }
  seed_ = options_.seed ? options_.seed : ctx_.random();
  auto g = std::make_unique<Game>(ctx_.lib.db, setup_from_seats());
  if (!g->error().empty()) return "cannot start: " + g->error();
  game_ = std::move(g);
  make_desk();
  broadcast_room();
  advance();
  return {};
}

void Room::make_desk() {
  desk_.reset();
  if (!challenge_seat()) return;
  // The captain is the first human at the table: a bot leads only a team of bots.
  PlayerId captain = 0;
  for (std::size_t i = seats_.size(); i-- > 0;)
    if (i != *challenge_seat() && seats_[i].occupant == Occupant::Human)
      captain = static_cast<PlayerId>(i);
  desk_.emplace(options_.commit, captain);
}

void Room::chat(ClientId c, const SendChat& m) {
  const auto seat = seat_of(c);
  Chat out{seat.value_or(kNoSeat), seat ? seats_[*seat].name : "spectator", m.team_only, m.text};
  for (std::size_t i = 0; i < seats_.size(); ++i)
    if (seats_[i].client &&
        (!m.team_only || (seat && same_team(*seat, static_cast<std::uint8_t>(i)))))
      send(seats_[i].client, out, Channel::Chat);
  // Spectators' team is the spectators; they never see a team's chat.
  for (ClientId s : spectators_)
    if (!m.team_only || !seat) send(s, out, Channel::Chat);
}

void Room::send(ClientId c, HostMsg m, Channel ch) {
  if (c) outbox_.push_back({c, std::move(m), ch});
}

void Room::error(ClientId c, ErrorCode code, std::string reason) {
  send(c, Error{code, std::move(reason)});
}

void Room::broadcast(const HostMsg& m, Channel ch) {
  for (const Seat& s : seats_) send(s.client, m, ch);
  for (ClientId s : spectators_) send(s, m, ch);
}

void Room::broadcast_room() {
  RoomUpdate u;
  u.room = id_;
  u.options = options_;
  u.options.password.clear();
  u.owner = owner_;
  u.started = started();
  u.paused = paused();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const Seat& s = seats_[i];
    u.seats.push_back({s.name, s.occupant, s.client != 0 || s.occupant == Occupant::Bot,
                       s.deck.has_value(), s.ready, i == challenge_seat()});
  }
  broadcast(u);
}

}  // namespace l5r::net
