<?php defined('BASEPATH') OR exit('No direct script access allowed');

Route::get('items', 'items/index');
Route::post('items', 'items/create');
Route::put('items/(:num)', 'items/update/$1');
Route::delete('items/(:num)', 'items/delete/$1');
Route::patch('items/(:num)', 'items/patch/$1');
Route::head('items', 'items/head');
Route::options('items', 'items/options');
Route::any('items/(:num)', 'items/show/$1');
$route = Route::map(array('default_controller' => 'items'));
