#pragma once
// How a side with several member seats (the Siege team) commits one answer
// to its question (DESIGN "Siege": any member may propose, a room policy
// commits). A side with one member commits its first proposal under every
// policy. Pure logic: the room feeds it proposals and commits what it returns.
#include <map>
#include <optional>
#include <vector>

#include "game/model/question.h"
#include "net/messages.h"

namespace l5r::net {

class TeamDecision {
 public:
  // `members`: the seats that may answer (connected humans; bots propose too).
  TeamDecision(CommitPolicy policy, std::uint8_t captain, std::vector<std::uint8_t> members)
      : policy_(policy), captain_(captain), members_(std::move(members)) {}

  // A new question: earlier proposals are void.
  void reset(std::uint32_t question);
  // Returns the answer to commit now, if this proposal decides it.
  std::optional<Answer> propose(std::uint8_t member, const Answer& a);
  const std::map<std::uint8_t, Answer>& proposals() const { return proposals_; }

 private:
  CommitPolicy policy_;
  std::uint8_t captain_;
  std::vector<std::uint8_t> members_;
  std::uint32_t question_ = 0;
  std::map<std::uint8_t, Answer> proposals_;
};

}  // namespace l5r::net
