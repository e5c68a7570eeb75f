<?php defined('BASEPATH') OR exit('No direct script access allowed');

Route::any('about', '{default_controller}/about');
Route::any('x', 'pages/x');
$route = Route::map($route);
