#include "gfx/board_session.h"

#include <fstream>
#include <sstream>

#include "game/scenario/board.h"
#include "game/scenario/spec.h"

namespace l5r::gfx {

BoardSession::BoardSession(const CardDb& db, const std::string& path) : db_(db) {
  std::ifstream in(path);
  if (!in) {
    error_ = path + ": cannot be read";
    return;
  }
  std::stringstream text;
  text << in.rdbuf();
  try {
    const scn::Scenario sc = scn::parse_scenario(text.str(), path);
    state_ = scn::build_board(db, sc).state;
    scn::push_start(state_, sc.start);
    Engine(db_, state_, &log_).run();
  } catch (const std::exception& e) {
    error_ = e.what();
  }
}

bool BoardSession::humans_question() const {
  return state_.pending && !state_.result.over && state_.pending->who == human();
}

Outcome BoardSession::answer(const Answer& a) {
  return Engine(db_, state_, &log_).answer(human(), a);
}

std::size_t BoardSession::cards_in_play() const {
  std::size_t n = 0;
  for (const Player& p : state_.players) n += p.in_play.size();
  return n;
}

}  // namespace l5r::gfx
