#pragma once
// The client's network command line: --host, --join and what scripted
// network runs need (docs/network.md "The graphical client").
#include <CLI/CLI.hpp>

#include "gfx/client_options.h"

namespace l5r::gfx {

inline void add_net_options(CLI::App& cli, ClientOptions& o) {
  cli.add_option("--host", o.host_port, "host a network game on this port (0: any free port)")
      ->check(CLI::Range(0, 65535));
  cli.add_option("--join", o.join, "join the network game at HOST:PORT");
  cli.add_option("--name", o.name, "your name at the table");
  cli.add_option("--room", o.room, "hosting: the room's kind, duel, multiplayer or siege")
      ->check(CLI::IsMember({"duel", "multiplayer", "siege"}));
  cli.add_option("--seats", o.seats, "hosting Siege: the Rokugani seats; multiplayer: the players")
      ->check(CLI::Range(3, 6));
  cli.add_option("--bots", o.bots, "hosting: bots in the last seats")->check(CLI::Range(0, 5));
  cli.add_option("--bot-level", o.bot_level, "hosting: the bots' level (random, heuristic, search)")
      ->check(CLI::IsMember({"random", "heuristic", "search"}));
  cli.add_option("--commit", o.commit, "hosting Siege: how the team commits")
      ->check(CLI::IsMember({"captain", "all_agree", "first_proposal"}));
  cli.add_option("--seat", o.seat, "joining: the seat to take (0-based)")->check(CLI::Range(0, 6));
  cli.add_option("--token", o.token, "joining: rejoin the seat this token was given for");
  cli.add_flag("--spectate", o.spectate, "joining: watch the game as a spectator (no seat)");
  cli.add_option("--password", o.password, "hosting or joining: the room's password");
  cli.add_flag("--ready", o.ready,
               "scripted: submit the deck and Ready at once (hosting: start when all are)");
  cli.add_option("--net-answers", o.net_answers,
                 "scripted: a stand-in answers this many of your questions over the network")
      ->check(CLI::NonNegativeNumber);
  cli.add_option("--chat", o.chat, "scripted: say this in the room's chat once seated");
  cli.add_option("--ping", o.ping,
                 "scripted Siege: once the answers are given, ping the card labeled so");
  cli.add_flag("--drop", o.drop,
               "scripted: once there, drop the connection as a crash would (to click Rejoin)");
  cli.add_option("--port", o.form_port, "the port the Host and Join forms start with")
      ->check(CLI::Range(0, 65535));
  cli.add_option("--net-timeout", o.net_timeout,
                 "scripted: seconds to get there before giving up (exit code 6)")
      ->check(CLI::PositiveNumber);
}

}  // namespace l5r::gfx
