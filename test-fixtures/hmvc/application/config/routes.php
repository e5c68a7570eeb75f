<?php defined('BASEPATH') OR exit('No direct script access allowed');
// An HMVC app: module controllers, a sub-folder controller, contexts, and two targets that resolve nowhere.

$route['default_controller'] = 'welcome';

Route::get('about', 'welcome/about');
Route::get('settings', 'admin/settings/save');
Route::resources('posts', array('module' => 'blog'));
Route::get('blog/archive/(:num)', 'blog/archive/$1');
Route::get('products/(:any)', 'shop/products/show/$1');
Route::get('shop', 'shop/products');
Route::context('admin', array('home' => 'dashboard'));
Route::get('contact', 'welcome/contact');
Route::get('legacy', 'nowhere/index');

$route = Route::map($route);
