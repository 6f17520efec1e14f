//! The game's tests, one file a feature, in one test program: the game and
//! Bevy are linked once for all of them. Most run the game's logic headless
//! (`common::headless`: no window, frames of a fixed length) and check what
//! a player would see: disc entities, supplies, the banner, the screen and
//! the turn, the words, what screen readers are told.

mod common;

mod access;
mod ai;
mod board;
mod clocks;
mod fits;
mod inputs;
mod languages;
mod layout;
mod library;
mod menu;
mod online;
mod openings;
mod play;
mod pointer;
mod practice;
mod records;
mod structure;
mod study;
mod teach;
mod teaching;
mod version;
