<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
Route::context('admin');
Route::context('reports', 'report_ctrl');
Route::context('content', array('home' => 'admin/content/index'));
Route::context('dev', array('offset' => 1));
$route = Route::map($route);
