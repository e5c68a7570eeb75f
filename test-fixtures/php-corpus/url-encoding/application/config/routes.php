<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
$route[rawurlencode('café')] = 'pages/cafe';
$route[urlencode('a b')] = 'pages/ab';
$route['tag/' . rawurlencode('c++')] = 'tags/cpp';
