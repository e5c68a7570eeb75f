<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
Route::resources('photos');
Route::resources('posts', array('module' => 'blog'));
Route::resources('users', array('controller' => 'members', 'constraint' => '(:num)'));
Route::resources('api/orders', array('offset' => 1));
$route = Route::map($route);
