//! The end-to-end tests, one binary: each module drives the real `windward` binary
//! (through the offline channel or a local fake Discord). One binary links once and
//! runs the modules side by side, where fifteen binaries ran one after another.

mod aether_play;
mod bitwa_play;
mod discord_basics;
mod discord_company;
mod discord_games;
mod discord_gateway;
mod discord_logs;
mod discord_shards;
mod discord_slow;
mod discord_table;
mod doctor;
mod table_play;
mod verify;
mod web_page;
mod zefiria_play;
mod zephyr_play;
mod zeppelin_attack_play;
