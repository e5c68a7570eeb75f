<?php

$routes->group('blog', ['namespace' => 'Modules\Blog\Controllers'], static function ($routes) {
    $routes->get('/', 'Posts::index', ['as' => 'blog']);
    $routes->get('(:segment)', 'Posts::show/$1', ['as' => 'post']);
});
$routes->get('about', '\Modules\Blog\Controllers\Posts::about');
