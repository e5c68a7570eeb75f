<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
Route::resources('photos');
Route::resources('posts', array('module' => 'blog'));
Route::resources('users', array('controller' => 'members', 'constraint' => '(:num)'));
Route::resources('api/orders', array('offset' => 1));
// The TypeScript port's deleteAction is no option of the released library: the action stays `delete`.
Route::resources('comments', array('deleteAction' => 'destroy'));
$route = Route::map($route);
