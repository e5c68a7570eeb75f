<?php
defined('BASEPATH') OR exit('No direct script access allowed');
// An HMVC app (Modular Extensions) whose requests the tests resolve by the rules of docs/ci3-routing.md.

$route['default_controller'] = 'welcome';
$route['404_override'] = 'errors/page_missing';
$route['translate_uri_dashes'] = TRUE;

$route['board'] = 'forum/topics';
