#include "net/team_decision.h"

#include <algorithm>

namespace l5r::net {

void TeamDecision::reset(std::uint32_t question) {
  question_ = question;
  proposals_.clear();
}

std::optional<Answer> TeamDecision::propose(std::uint8_t member, const Answer& a) {
  if (a.question != question_) reset(a.question);
  if (members_.size() <= 1) return a;
  proposals_[member] = a;
  switch (policy_) {
    case CommitPolicy::FirstProposal:
      return a;
    case CommitPolicy::Captain:
      if (member == captain_) return a;
      return std::nullopt;
    case CommitPolicy::AllAgree: {
      // The same options picked, in any order, by every member.
      auto norm = [](Answer x) {
        std::sort(x.picked.begin(), x.picked.end());
        return x.picked;
      };
      const auto want = norm(a);
      for (std::uint8_t m : members_) {
        auto it = proposals_.find(m);
        if (it == proposals_.end() || norm(it->second) != want) return std::nullopt;
      }
      return a;
    }
  }
  return std::nullopt;
}

}  // namespace l5r::net
