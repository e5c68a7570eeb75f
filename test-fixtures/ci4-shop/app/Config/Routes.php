<?php

use CodeIgniter\Router\RouteCollection;

/**
 * @var RouteCollection $routes
 */
$routes->get('/', 'Home::index');
$routes->get('about', 'Pages::about', ['as' => 'about']);
$routes->get('contact', 'Pages::contact');

$routes->addPlaceholder('numeric', '[0-9]+(?:\.[0-9]{2})?');
$routes->get('products', 'Products::index', ['as' => 'products']);
$routes->get('products/under/(:numeric)', 'Products::under/$1');
$routes->get('products/(:segment)', 'Products::show/$1', ['as' => 'product']);
$routes->addRedirect('shop', 'products');

$routes->get('cart', 'Cart::index');
$routes->post('cart/add/(:num)', 'Cart::add/$1');
$routes->match(['GET', 'POST'], 'checkout', 'Checkout::index', ['filter' => 'auth']);

$routes->get('login', 'Auth::login', ['as' => 'login']);
$routes->post('login', 'Auth::attempt');

$routes->group('admin', ['filter' => 'auth:admin', 'namespace' => 'App\Controllers\Admin'], static function ($routes) {
    $routes->get('/', 'Dashboard::index', ['as' => 'admin']);
    $routes->resource('products', ['except' => 'new,edit', 'placeholder' => '(:num)']);
    $routes->get('orders', 'Orders::index');
    $routes->get('orders/(:num)', 'Orders::show/$1');
});

$routes->group('api', ['namespace' => 'App\Controllers\Api', 'filter' => 'cors'], static function ($routes) {
    $routes->resource('orders', ['only' => ['index', 'show', 'create'], 'placeholder' => '(:num)']);
});

$routes->get('products', 'Catalog::index');

$routes->environment('development', static function ($routes) {
    $routes->get('debug/mail', 'Debug::mail');
});

// A shortcut for the warehouse staff, outside the admin group and its filter.
$routes->get('staff/orders/(:num)', 'Admin\Orders::show/$1');
