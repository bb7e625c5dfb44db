#pragma once
// A headless player: a Client that answers its seat's questions with a bot
// (`rokugan-cli bot`, and the network tests).
#include <memory>

#include "net/client.h"
#include "net/seat_bot.h"

namespace l5r::net {

class BotClient {
 public:
  BotClient(std::unique_ptr<Client> c, std::unique_ptr<SeatBot> bot)
      : client_(std::move(c)), bot_(std::move(bot)) {}
  // Polls, then answers the pending question if it is this seat's and not
  // answered yet. Returns true when it sent an answer.
  bool step(std::uint32_t timeout_ms);
  Client& client() { return *client_; }

 private:
  std::unique_ptr<Client> client_;
  std::unique_ptr<SeatBot> bot_;
  std::uint32_t answered_ = 0;  // the last question id answered
  int errors_at_answer_ = 0;    // to notice that the answer was refused (a paused game)...
  int views_at_answer_ = 0;     // ... and to try again only once the host sends news
};

}  // namespace l5r::net
