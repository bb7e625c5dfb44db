// The game half of a room: answers (with the Siege team's proposals), bots
// and absent players, undo, views, the log and autosave.
#include <algorithm>
#include <chrono>

#include "net/projection.h"
#include "net/room.h"
#include "net/wire_deck.h"
#include "game/ai/determinize.h"
#include "siege/challenge_script.h"

namespace l5r::net {

namespace {
// A safety bound for one advance(): bots answering each other without end
// would otherwise hang the host.
constexpr int kMaxBotAnswersPerStep = 200000;
// How long one advance() lets bots answer before it hands the host back to
// the network (the rest waits for the next Host::poll): a long run of bot
// answers (a whole Challenge turn, slow in sanitizer builds) must not stall
// the keep-alives until the players' connections time out. The answers are
// the same however they are sliced, so games stay reproducible.
constexpr auto kBotSlice = std::chrono::milliseconds(50);
}  // namespace

bool Room::paused() const {
  if (!started() || options_.away != AwayPolicy::Pause || game_->over()) return false;
  return std::any_of(seats_.begin(), seats_.end(), [](const Seat& s) { return s.away(); });
}

// A seat is answered by a bot when a bot sits there, or when its player is
// away and the room's policy lets a bot stand in.
bool Room::bot_answers(std::uint8_t seat) const {
  const Seat& s = seats_[seat];
  return s.occupant == Occupant::Bot || (s.away() && options_.away == AwayPolicy::Bot);
}

std::unique_ptr<SeatBot> Room::make_bot(std::uint8_t seat) {
  const std::uint64_t seed = ctx_.random();
  if (seat == challenge_seat() && options_.challenge_script)
    return std::make_unique<EngineSeatBot>(ctx_.lib.db, std::make_unique<ChallengeScript>(seed));
  return ctx_.bots(seed);
}

// A bot plays on the game with every card hidden from its seat dealt again
// at random among the hidden places it could be (game/ai/determinize.h): a
// whole state, so bots that run the engine ahead (the heuristic bot's
// look-ahead, the search bot) can, and one that knows no more than the seat
// besides the deck lists, as in the sims. (A view has no card data for hidden
// cards and no step stack; the engine cannot run on it.) The step stack is
// public: bots read the frame that asked. Nothing a bot sees leaves the host.
GameState Room::bot_state(PlayerId seat) {
  Rng r{ctx_.random()};
  return determinize(game_->state(), seat, r);
}

bool Room::team_question() const { return desk_ && game_->pending() && game_->pending()->team; }

// Who is at the table for the desk: connected humans first (so a person
// leads when the captain is gone), then bots and bot stand-ins. Away players
// under Wait or Pause are left out, so AllAgree does not wait for them.
void Room::seat_desk() {
  if (!desk_) return;
  std::vector<PlayerId> present;
  for (int bots = 0; bots < 2; ++bots)
    for (std::size_t i = 0; i < seats_.size(); ++i) {
      const Seat& s = seats_[i];
      const bool human = s.occupant == Occupant::Human && s.client != 0;
      if (bots ? (!human && bot_answers(static_cast<std::uint8_t>(i))) : human)
        present.push_back(static_cast<PlayerId>(i));
    }
  desk_->seat_members(game_->state(), present);
}

std::string Room::can_act() const {
  if (!started()) return "the game has not started";
  if (game_->over()) return "the game is over";
  if (paused()) return "the game is paused until every player is back";
  if (undo_) return "an undo vote is open";
  return {};
}

void Room::answer(ClientId c, std::uint8_t seat, const Answer& a) {
  if (std::string why = can_act(); !why.empty()) return error(c, ErrorCode::NotAllowed, why);
  const auto& q = game_->pending();
  if (!q) return error(c, ErrorCode::NotAllowed, "no question is pending");
  if (a.question != q->id)
    return error(c, ErrorCode::IllegalAnswer, "that question was already answered");
  if (team_question()) {
    if (seat == challenge_seat())
      return error(c, ErrorCode::NotAllowed, "the question is the team's");
    propose(seat, a, c);
  } else {
    if (q->who != seat) return error(c, ErrorCode::NotAllowed, "the question is not yours");
    Outcome o = game_->answer(seat, a);
    if (!o.accepted) return error(c, ErrorCode::IllegalAnswer, o.reason);
  }
  advance();
}

// A team member's proposal goes through the desk, which checks it against
// the engine first (a refused proposal counts for nothing) and applies the
// room's commit policy. Every team member hears of it, committed or not.
void Room::propose(std::uint8_t seat, const Answer& a, ClientId reply_to) {
  seat_desk();
  const TeamDesk::Outcome out = desk_->propose(ctx_.lib.db, game_->state(), seat, a);
  using K = TeamDesk::Outcome::Kind;
  if (out.kind == K::Refused) return error(reply_to, ErrorCode::IllegalAnswer, out.reason);
  const bool commit = out.kind == K::Commit;
  for (std::size_t i = 0; i < seats_.size(); ++i)
    if (same_team(static_cast<std::uint8_t>(i), seat))
      send(seats_[i].client, Proposal{seat, a, commit});
  if (!commit) return;
  Outcome o = game_->answer(seat, out.answer);
  if (!o.accepted) error(reply_to, ErrorCode::IllegalAnswer, o.reason);
}

// Bots in team seats propose too. A bot seconds what the people at the
// table proposed (the latest human proposal, else the first one made), and
// offers its own answer only when nobody has proposed: so under Captain and
// AllAgree the people decide, while a team of bots still reaches an answer.
bool Room::bots_propose() {
  seat_desk();
  const std::uint32_t id = game_->pending()->id;
  auto is_bot = [&](PlayerId p) { return bot_answers(static_cast<std::uint8_t>(p)); };
  const std::vector<PlayerId> members = desk_->members();  // propose() reseats the desk
  for (PlayerId member : members) {
    if (!is_bot(member)) continue;
    const MemberProposal* lead = nullptr;
    for (const MemberProposal& p : desk_->proposals())
      if (!is_bot(p.member)) lead = &p;
    if (!lead && !desk_->proposals().empty()) lead = &desk_->proposals().front();
    Answer want;
    if (lead) {
      want = lead->answer;
    } else {
      Seat& s = seats_[member];
      if (!s.bot) s.bot = make_bot(static_cast<std::uint8_t>(member));
      want = s.bot->choose(bot_state(member), *game_->pending());
    }
    const MemberProposal* mine = desk_->proposal_of(member);
    if (mine && mine->answer.picked == want.picked) continue;
    propose(static_cast<std::uint8_t>(member), want, 0);
    if (!game_->pending() || game_->pending()->id != id) return true;
  }
  return false;
}

void Room::manual(ClientId c, std::uint8_t seat, const ManualAction& m) {
  if (std::string why = can_act(); !why.empty()) return error(c, ErrorCode::NotAllowed, why);
  const bool card_named = names_card(m.kind);
  // Hidden cards reach this seat under per-message ids (projection.h): an id
  // of a card it cannot see means nothing, so it may not be named.
  if (card_named &&
      (m.card >= game_->state().cards.size() || !visible_to(game_->state(), m.card, seat)))
    return error(c, ErrorCode::IllegalAnswer, "you can only name a card you can see");
  Outcome o = game_->manual(seat, m);
  if (!o.accepted) return error(c, ErrorCode::IllegalAnswer, o.reason);
  advance();
}

void Room::advance() {
  if (!started()) return;
  bot_work_left_ = false;
  if (!paused() && !undo_) {
    const auto slice_end = std::chrono::steady_clock::now() + kBotSlice;
    for (int n = 0; n < kMaxBotAnswersPerStep && !game_->over() && game_->pending(); ++n) {
      if (ctx_.slice_bots && std::chrono::steady_clock::now() > slice_end) {
        bot_work_left_ = true;  // Host::poll calls advance() again
        break;
      }
      if (team_question()) {
        if (!bots_propose()) break;  // the people at the table decide
        continue;
      }
      const Question q = *game_->pending();
      if (q.who >= seats_.size() || !bot_answers(q.who)) break;
      // A seat without a bot (a human's) gets one made on demand, so the
      // stand-in keeps its RNG across turns.
      Seat& s = seats_[q.who];
      if (!s.bot) s.bot = make_bot(q.who);
      Outcome o = game_->answer(q.who, s.bot->choose(bot_state(q.who), q));
      if (!o.accepted) break;  // a broken bot: leave the question to the players
    }
  }
  autosave();
  broadcast_room();
  broadcast_views();
}

void Room::request_undo(std::uint8_t seat) {
  const ClientId c = seats_[seat].client;
  if (!started()) return error(c, ErrorCode::NotAllowed, "the game has not started");
  if (undo_) return error(c, ErrorCode::NotAllowed, "an undo vote is already open");
  const std::size_t last = game_->last_input_of([&](PlayerId p) { return p == seat; });
  if (last == game_->history().size())
    return error(c, ErrorCode::NotAllowed, "you have no answer to take back");
  undo_ = UndoVote{seat, last, {}};
  bool others = false;
  for (std::size_t i = 0; i < seats_.size(); ++i)
    if (i != seat && seats_[i].occupant == Occupant::Human && seats_[i].client) others = true;
  // Against bots only, undo is free; other players must agree (DESIGN: undo
  // is a stored step back, but it takes back what they saw too).
  if (!others) return undo_to(last);
  broadcast(UndoAsked{seat});
}

void Room::vote_undo(std::uint8_t seat, bool agree) {
  if (!undo_ || seat == undo_->by)
    return error(seats_[seat].client, ErrorCode::NotAllowed, "no undo vote for you");
  if (!agree) {
    undo_.reset();
    broadcast(UndoResult{false, seats_[seat].name + " refused the undo"});
    return;
  }
  undo_->agreed.push_back(seat);
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    const Seat& s = seats_[i];
    if (i == undo_->by || s.occupant != Occupant::Human || !s.client) continue;
    if (std::find(undo_->agreed.begin(), undo_->agreed.end(), i) == undo_->agreed.end()) return;
  }
  undo_to(undo_->to_inputs);
}

// Undo replays the log without its tail: the same path a resumed save takes,
// so an undone game is exactly a game that never had those answers.
void Room::undo_to(std::size_t inputs) {
  undo_.reset();
  game_ = game_->rewound(inputs);
  make_desk();
  // The replayed log is the same up to the undo point; resending it whole
  // keeps the rule "a client's log is what the host sent" simple.
  log_sent_.clear();
  broadcast(UndoResult{true, {}});
  advance();
}

SaveFile Room::save() const {
  SaveFile f;
  f.options = options_;
  f.seed = seed_;
  for (const Seat& s : seats_)
    f.seats.push_back({s.name, s.occupant == Occupant::Bot, s.token, s.wire});
  if (game_) {
    for (const AnsweredBy& in : game_->history())
      f.inputs.push_back({in.seat, in.is_manual, in.answer, in.manual});
    f.state_hash = state_hash(game_->state());
  }
  return f;
}

void Room::autosave() {
  if (ctx_.autosave_path.empty()) return;
  std::string why;
  // A failed autosave must not stop the game; players hear of it in chat.
  if (!write_save(ctx_.autosave_path, save(), &why))
    broadcast(Chat{kNoSeat, "host", false, "autosave failed: " + why}, Channel::Chat);
}

std::unique_ptr<Room> Room::resume(std::uint32_t id, const SaveFile& f, RoomContext ctx,
                                   std::string* error) {
  auto fail = [&](std::string why) -> std::unique_ptr<Room> {
    if (error) *error = std::move(why);
    return nullptr;
  };
  if (f.seats.size() > kMaxRoomSeats) return fail("the save's seats do not match its room");
  auto r = std::make_unique<Room>(id, f.options, ctx);
  if (f.seats.size() != r->seats_.size() || f.seats.size() < 2)
    return fail("the save's seats do not match its room");
  if (r->challenge_seat() && !r->challenge_deck())
    return fail("the save's Challenge deck is unknown");
  for (std::size_t i = 0; i < f.seats.size(); ++i) {
    const SavedSeat& ss = f.seats[i];
    Seat& s = r->seats_[i];
    std::vector<std::string> errors;
    // A Challenge deck ignores the construction rules (Siege rule 6): it is
    // the room's, not the save's.
    const bool challenge = i == r->challenge_seat();
    Deck d = challenge ? *r->challenge_deck() : from_wire(ctx.lib.db, ss.deck, &errors);
    if (!errors.empty()) return fail("seat " + std::to_string(i + 1) + ": " + errors.front());
    s.name = ss.name;
    s.occupant = ss.bot ? Occupant::Bot : Occupant::Human;
    s.token = ss.token;
    s.deck = d;
    s.wire = ss.deck;
    s.ready = true;
    if (ss.bot) s.bot = r->make_bot(static_cast<std::uint8_t>(i));
  }
  r->seed_ = f.seed;
  auto g = std::make_unique<Game>(ctx.lib.db, r->setup_from_seats());
  if (!g->error().empty()) return fail(g->error());
  for (const SavedInput& in : f.inputs) {
    Outcome o = g->apply({in.player, in.answer, in.is_manual, in.manual});
    if (!o.accepted) return fail("the saved answers do not replay: " + o.reason);
  }
  if (state_hash(g->state()) != f.state_hash)
    return fail("the replayed game differs from the save");
  r->game_ = std::move(g);
  r->make_desk();
  return r;
}

void Room::send_view(ClientId c, std::uint8_t seat) {
  if (!started() || !c) return;
  const PlayerId who = seat == kNoSeat ? kSpectator : seat;
  send(c, ViewUpdate{seat, static_cast<std::uint32_t>(game_->history().size()),
                     project(game_->state(), who, ctx_.random)});
  send_log(c);
}

// The log goes to every seat and spectator alike: its sentences are about
// public events only (docs/network.md "The game log" has the audit), so
// nothing in it is hidden from anyone. Sent in chunks within the message limit.
void Room::send_log(ClientId c) {
  const auto& lines = game_->log().lines;
  std::size_t& sent = log_sent_[c];
  if (sent > lines.size()) sent = 0;
  while (sent < lines.size()) {
    GameLog m{static_cast<std::uint32_t>(sent), {}};
    std::size_t bytes = 0;
    while (sent < lines.size() && m.lines.size() < kMaxLogLines && bytes < kMaxHostMessage / 4) {
      std::string line = lines[sent++].substr(0, kMaxLogLine);
      // The engine writes no control characters; a client would refuse them.
      for (char& ch : line)
        if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7F) ch = ' ';
      bytes += line.size() + 8;
      m.lines.push_back(std::move(line));
    }
    send(c, std::move(m));
  }
}

void Room::ping(ClientId c, std::uint8_t seat, CardId card) {
  if (std::string why = can_act(); !why.empty()) return error(c, ErrorCode::NotAllowed, why);
  if (!desk_ || seat == challenge_seat())
    return error(c, ErrorCode::NotAllowed, "only a Siege team member pings cards");
  if (!desk_->ping(game_->state(), seat, card))
    return error(c, ErrorCode::IllegalAnswer, "you can only ping a card you can see");
  for (std::size_t i = 0; i < seats_.size(); ++i)
    if (same_team(static_cast<std::uint8_t>(i), seat)) send(seats_[i].client, Pinged{seat, card});
}

void Room::broadcast_views() {
  for (std::size_t i = 0; i < seats_.size(); ++i)
    send_view(seats_[i].client, static_cast<std::uint8_t>(i));
  for (ClientId s : spectators_) send_view(s, kNoSeat);
}

}  // namespace l5r::net
