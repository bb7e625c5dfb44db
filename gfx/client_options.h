#pragma once
// What the command line asks of the client: an interactive session, or a
// scripted run (a number of frames, a screenshot, a dump) for tests.
#include <cstdint>
#include <string>
#include <vector>

namespace l5r::gfx {

// Table: a duel vs the bot; Decks, Replays, Settings: the tool screens (issue 8).
enum class StartScreen { Menu, Table, Siege, Decks, Replays, Settings };

struct ClientOptions {
  StartScreen screen = StartScreen::Menu;
  std::string screenshot;     // PNG written after the last frame; empty: none
  int frames = 0;             // frames to render before quitting; 0: run until closed
  int auto_answers = 0;       // the human seat's questions answered by a bot first
  bool until_battle = false;  // then keep auto-answering until a battle is fought
  bool dump = false;          // print the drawn elements after the last frame
  std::uint64_t seed = 1;
  int deck = 0;       // the human's deck (index into the library)
  int bot_deck = -1;  // -1: the next deck
  int opponents = 1;  // bots in a standard game (1: a duel; up to 5)
  // Solo Siege: the three Rokugani members' decks (default: the first three),
  // and which members (1 to 3) bots play instead of the person.
  std::vector<int> team_decks;
  std::vector<int> team_bots;
  bool fullscreen = false;
  int width = 1600;
  int height = 960;
  float scale = 1.0f;  // UI scale
  std::string hover;   // scripted runs: hover the first element whose label contains this
  // Scripted runs: click these elements in turn, one every two frames
  // ("kind:text" restricts the kind: card, button, checkbox...).
  std::vector<std::string> clicks;
  std::string assets;     // empty: default_assets_dir()
  bool software = false;  // force SDL's software renderer
  // Network play (gfx/net_link.h): host on a port, or join HOST:PORT.
  int host_port = -1;              // -1: do not host; 0: any free port (printed)
  std::string join;                // HOST:PORT
  std::string name;                // empty: "Player"
  std::string room = "siege";      // hosting: duel or siege
  int seats = 3;                   // hosting Siege: the Rokugani seats
  int bots = 0;                    // hosting: bots in the last seats
  std::string bot_level = "heuristic";  // hosting: the bots' level
  std::string commit = "captain";  // hosting Siege: captain, all_agree, first_proposal
  int seat = -1;                   // joining: the seat to take (-1: the first free one)
  std::uint64_t token = 0;         // joining: rejoin the seat with this token
  bool spectate = false;           // joining: watch, with no seat
  std::string password;            // hosting or joining: the room's password
  bool ready = false;    // scripted: submit the deck, Ready, and (hosting) start when all are
  int net_answers = 0;   // scripted: a stand-in answers this many of the seat's questions
  std::string chat;      // scripted: say this in the room's chat once seated
  std::string ping;      // scripted Siege: ping the card whose label has this text
  bool drop = false;     // scripted: once there, the connection vanishes (then click Rejoin)
  int form_port = 7777;  // the port the Host and Join forms start with
  int net_timeout = 60;  // scripted: seconds to reach that point before giving up (exit 6)
  // Issue 8: the deck builder, replays and saved settings.
  bool scale_given = false;  // --scale was given: it wins over settings.json
  std::string carddb;        // an imported card database (wins over settings.json)
  std::string replay;        // a save file to open on the Replays screen
  bool autosave = false;     // scripted runs autosave their game only when asked
  // A table laid out from a scenario file (gfx/board_session.h), and the
  // frame-time benchmark: time every frame, print the median and p99.
  std::string board;
  bool bench = false;
};

}  // namespace l5r::gfx
